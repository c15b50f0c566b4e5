import { Router } from 'express';
import { fileChange, multipart } from '../http/multipart';
import type { Services } from '../services';
import { uploadLimits } from '../services/files/service';

const upload = multipart({ image: uploadLimits.newsImage });

export function newsRoutes({ news }: Services) {
  return Router()
    .get('/news', async (req, res) => {
      res.json({ articles: await news.list({ limit: req.query.limit as never }) });
    })
    .get('/news/:id', async (req, res) => {
      res.json({ article: await news.get(req.params.id) });
    })
    .post('/news', upload, async (req, res) => {
      res.status(201).json({ article: await news.create(req.actor, req.body ?? {}, fileChange(req, 'image')) });
    })
    .put('/news/:id', upload, async (req, res) => {
      res.json({ article: await news.update(req.actor, req.params.id as string, req.body ?? {}, fileChange(req, 'image')) });
    })
    .delete('/news/:id', async (req, res) => {
      res.json(await news.remove(req.actor, req.params.id));
    });
}
