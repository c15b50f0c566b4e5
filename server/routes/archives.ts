import { Router } from 'express';
import { fileChange, multipart } from '../http/multipart';
import type { Services } from '../services';
import { uploadLimits } from '../services/files/service';

const upload = multipart({ poster: uploadLimits.archivePoster });

export function archiveRoutes({ archives }: Services) {
  return Router()
    .get('/archives', async (_req, res) => {
      res.json({ archives: await archives.list() });
    })
    .get('/archives/:id', async (req, res) => {
      res.json({ archive: await archives.get(req.params.id) });
    })
    .post('/archives', upload, async (req, res) => {
      res.status(201).json({ archive: await archives.create(req.actor, req.body ?? {}, fileChange(req, 'poster')) });
    })
    .put('/archives/:id', upload, async (req, res) => {
      res.json({ archive: await archives.update(req.actor, req.params.id as string, req.body ?? {}, fileChange(req, 'poster')) });
    })
    .delete('/archives/:id', async (req, res) => {
      res.json(await archives.remove(req.actor, req.params.id));
    });
}
