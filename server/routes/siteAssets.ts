import { Router } from 'express';
import { fileChange, multipart } from '../http/multipart';
import type { Services } from '../services';
import { uploadLimits } from '../services/files/service';

const IMAGE_FIELDS = ['logo', 'heroImage', 'mobileHeroImage'] as const;
// Multipart sends every field as text: structured ones may arrive JSON-encoded.
const JSON_FIELDS = ['contactEmails', 'seoTitles', 'seoDescriptions'];

export function siteAssetsRoutes({ siteAssets }: Services) {
  return Router()
    .get('/site-assets', async (_req, res) => {
      res.json({ assets: await siteAssets.get() });
    })
    .post(
      '/site-assets',
      multipart({ logo: uploadLimits.logo, heroImage: uploadLimits.heroImage, mobileHeroImage: uploadLimits.mobileHeroImage }),
      async (req, res) => {
        const body: Record<string, unknown> = { ...((req.body ?? {}) as Record<string, unknown>) };
        for (const field of IMAGE_FIELDS) delete body[field];
        if (req.is('multipart/form-data')) {
          for (const field of JSON_FIELDS) {
            if (typeof body[field] !== 'string') continue;
            try {
              body[field] = JSON.parse(body[field]);
            } catch {
              // Left as text: the service's validation reports it.
            }
          }
        }
        const images = {
          logo: fileChange(req, 'logo'),
          heroImage: fileChange(req, 'heroImage'),
          mobileHeroImage: fileChange(req, 'mobileHeroImage'),
        };
        res.json({ assets: await siteAssets.update(req.actor, body, images) });
      },
    );
}
