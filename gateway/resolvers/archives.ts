import { uploadLimits } from '../../server/services/files/service';
import type { Resolvers } from '../generated/resolvers-types';
import { fileChange, type UploadField } from '../uploads';

const POSTER: UploadField = { field: 'poster', label: 'Poster', maxBytes: uploadLimits.archivePoster };

export const archiveResolvers: Resolvers = {
  Query: {
    archives: (_, __, { services }) => services.archives.list(),
    archive: (_, { id }, { services }) => services.archives.get(id),
  },
  Mutation: {
    createArchive: async (_, { input: { poster, removePoster, ...archive } }, { services, actor }) =>
      services.archives.create(actor, archive, await fileChange(poster, removePoster, POSTER)),
    updateArchive: async (_, { id, input: { poster, removePoster, ...archive } }, { services, actor }) =>
      services.archives.update(actor, id, archive, await fileChange(poster, removePoster, POSTER)),
    deleteArchive: (_, { id }, { services, actor }) => services.archives.remove(actor, id),
  },
};
