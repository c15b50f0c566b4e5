import { Router, type Request } from 'express';
import { siteAssetsSingleton } from '@domain/siteAssets';
import { badRequest } from '../errors';
import { bodyFields, fileChange, multipartFor } from '../http/multipart';
import type { Services } from '../services';
import { RELEASE_IMAGE_FIELDS, type ReleaseImageField } from '@domain/releases';
import type { FileChange } from '../services/files/service';

type ReleaseImages = Partial<Record<ReleaseImageField, FileChange>>;

const imageSpecs = siteAssetsSingleton.files.filter((f) => (RELEASE_IMAGE_FIELDS as readonly string[]).includes(f.field));

/** A PUT's changes: JSON as is; multipart with `items` and `siteAssets` as JSON text beside the hero image files. */
function releaseChange(req: Request): { input: Record<string, unknown>; images: ReleaseImages } {
  const input = { ...bodyFields(req.body) };
  if (req.is('multipart/form-data')) {
    for (const field of ['items', 'siteAssets']) {
      if (typeof input[field] !== 'string') continue;
      try {
        input[field] = JSON.parse(input[field] as string);
      } catch {
        throw badRequest(`Invalid input: ${field} must be JSON`, { [field]: 'Must be JSON text' });
      }
    }
  }
  for (const field of RELEASE_IMAGE_FIELDS) delete input[field];
  return { input, images: Object.fromEntries(RELEASE_IMAGE_FIELDS.map((field) => [field, fileChange(req, field)])) };
}

/**
 * Releases (#35): `GET /releases` → `{releases}`, `POST /releases` `{name, publishAt}` → 201
 * `{release}`, `PUT /releases/:id` (JSON, or multipart with pending hero images) → `{release}`, `POST /releases/:id/publish` (now) → `{release}`,
 * `DELETE /releases/:id` (cancelled; its items stay drafts) → `{release}`; `POST /previews`
 * `{releaseId?}` → 201 `{_id, url, expiresAt}` (a signed link, #35 item 5), `DELETE /previews/:id`
 * (revoked) → `{_id, message}`. Staff only.
 */
export function releaseRoutes({ releases, previews }: Services) {
  return Router()
    .get('/releases', async (req, res) => {
      res.json(await releases.list(req.actor));
    })
    .post('/releases', async (req, res) => {
      res.status(201).json({ release: await releases.create(req.actor, req.body) });
    })
    .put('/releases/:id', multipartFor(imageSpecs, 'manageContent'), async (req: Request<{ id: string }>, res) => {
      const { input, images } = releaseChange(req);
      res.json({ release: await releases.update(req.actor, req.params.id, input, images) });
    })
    .post('/releases/:id/publish', async (req, res) => {
      res.json({ release: await releases.publish(req.actor, req.params.id) });
    })
    .delete('/releases/:id', async (req, res) => {
      res.json({ release: await releases.cancel(req.actor, req.params.id) });
    })
    .post('/previews', async (req, res) => {
      res.status(201).json(await previews.create(req.actor, req.body));
    })
    .delete('/previews/:id', async (req, res) => {
      res.json(await previews.revoke(req.actor, req.params.id));
    });
}
