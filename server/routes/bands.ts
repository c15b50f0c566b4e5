import { Router } from 'express';
import { fileChange, multipart } from '../http/multipart';
import type { Services } from '../services';
import { SOCIAL_KEYS } from '@domain/bands';
import { uploadLimits } from '../services/files/service';

/**
 * The admin's multipart band form sends the social links as flat fields; the service takes them nested
 * (`socialLinks: {...}`, as JSON and GraphQL send them). Flat fields win over a nested value.
 */
function bandInput(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const fields = body as Record<string, unknown>;
  const flat = SOCIAL_KEYS.filter((k) => k in fields);
  if (!flat.length) return fields;
  const nested = fields.socialLinks && typeof fields.socialLinks === 'object' ? fields.socialLinks : {};
  return { ...fields, socialLinks: { ...nested, ...Object.fromEntries(flat.map((k) => [k, fields[k]])) } };
}

const upload = multipart({ image: uploadLimits.bandImage });

export function bandRoutes({ bands }: Services) {
  return Router()
    .get('/lineup', async (req, res) => {
      // The lineup is answered as a bare array, unlike the other lists (docs/rest-api.md).
      res.json(await bands.list({ performanceDay: req.query.performanceDay as string | undefined }));
    })
    .get('/lineup/:id', async (req, res) => {
      res.json({ band: await bands.get(req.params.id) });
    })
    .post('/lineup', upload, async (req, res) => {
      res.status(201).json({ band: await bands.create(req.actor, bandInput(req.body), fileChange(req, 'image')) });
    })
    .put('/lineup/:id', upload, async (req, res) => {
      res.json({ band: await bands.update(req.actor, req.params.id as string, bandInput(req.body), fileChange(req, 'image')) });
    })
    .delete('/lineup/:id', async (req, res) => {
      res.json(await bands.remove(req.actor, req.params.id));
    });
}
