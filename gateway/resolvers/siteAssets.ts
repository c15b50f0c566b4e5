import { uploadLimits } from '../../server/services/files/service';
import type { Resolvers } from '../generated/resolvers-types';
import { fileChange, type UploadField } from '../uploads';

const LOGO: UploadField = { field: 'logo', label: 'Logo', maxBytes: uploadLimits.logo };
const HERO: UploadField = { field: 'heroImage', label: 'Hero image', maxBytes: uploadLimits.heroImage };
const MOBILE_HERO: UploadField = { field: 'mobileHeroImage', label: 'Mobile hero image', maxBytes: uploadLimits.mobileHeroImage };

export const siteAssetsResolvers: Resolvers = {
  Query: {
    siteAssets: (_, __, { services }) => services.siteAssets.get(),
  },
  Mutation: {
    // `clearImages` lists images to remove; a file sent for the same image wins (as in REST).
    updateSiteAssets: async (_, { input: { logo, heroImage, mobileHeroImage, clearImages, ...assets } }, { services, actor }) =>
      services.siteAssets.update(actor, assets, {
        logo: await fileChange(logo, clearImages?.includes('logo'), LOGO),
        heroImage: await fileChange(heroImage, clearImages?.includes('heroImage'), HERO),
        mobileHeroImage: await fileChange(mobileHeroImage, clearImages?.includes('mobileHeroImage'), MOBILE_HERO),
      }),
  },
};
