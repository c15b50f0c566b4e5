import { uploadLimits } from '../../server/services/files/service';
import type { Resolvers } from '../generated/resolvers-types';
import { clampLimit } from '../guards';
import { fileChange, type UploadField } from '../uploads';

const IMAGE: UploadField = { field: 'image', label: 'Image', maxBytes: uploadLimits.newsImage };

export const newsResolvers: Resolvers = {
  Query: {
    news: (_, { limit }, { services }) => services.news.list({ limit: clampLimit(limit) }),
    article: (_, { id }, { services }) => services.news.get(id),
  },
  Mutation: {
    createNewsArticle: async (_, { input: { image, removeImage, ...article } }, { services, actor }) =>
      services.news.create(actor, article, await fileChange(image, removeImage, IMAGE)),
    updateNewsArticle: async (_, { id, input: { image, removeImage, ...article } }, { services, actor }) =>
      services.news.update(actor, id, article, await fileChange(image, removeImage, IMAGE)),
    deleteNewsArticle: (_, { id }, { services, actor }) => services.news.remove(actor, id),
  },
};
