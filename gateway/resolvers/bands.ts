import { uploadLimits } from '../../server/services/files/service';
import type { Resolvers } from '../generated/resolvers-types';
import { fileChange, type UploadField } from '../uploads';

const IMAGE: UploadField = { field: 'image', label: 'Image', maxBytes: uploadLimits.bandImage };

export const bandResolvers: Resolvers = {
  Query: {
    bands: (_, { performanceDay }, { services }) => services.bands.list({ performanceDay }),
    band: (_, { id }, { services }) => services.bands.get(id),
  },
  Mutation: {
    createBand: async (_, { input: { image, removeImage, ...band } }, { services, actor }) =>
      services.bands.create(actor, band, await fileChange(image, removeImage, IMAGE)),
    updateBand: async (_, { id, input: { image, removeImage, ...band } }, { services, actor }) =>
      services.bands.update(actor, id, band, await fileChange(image, removeImage, IMAGE)),
    deleteBand: (_, { id }, { services, actor }) => services.bands.remove(actor, id),
  },
};
