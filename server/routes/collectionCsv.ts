import { Router } from 'express';
import { collections } from '../collections';
import type { BoundCollection } from '../collections/define';
import { multipart } from '../http/multipart';
import type { Services } from '../services';
import type { CollectionService } from '../services/collection';
import { MAX_CSV_BYTES } from '../services/csv/collectionCsv';


/**
 * Every collection as a spreadsheet (server/services/csv/): `GET /<path>/export.csv` for staff
 * (UTF-8 with a BOM), and where the definition says `csvImport`, `POST /<path>/import` (multipart
 * `file`; `?dryRun=true` → 200 with the rows' report, nothing kept; otherwise 201 `{created,
 * updated}` or 400 with the same report and nothing kept). Mounted before the collections' `/:id`.
 */
function csvRouter({ definition }: BoundCollection, service: CollectionService<BoundCollection>) {
  const { rest } = definition;
  const router = Router().get(`/${rest.path}/export.csv`, async (req, res) => {
    const csv = await service.exportCsv(req.actor);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`${rest.path}.csv`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });
  if (!definition.csvImport) return router;
  return router.post(`/${rest.path}/import`, multipart({ file: MAX_CSV_BYTES }, definition.write, { file: 'CSV file' }), async (req, res) => {
    const file = (req.files as Record<string, Express.Multer.File[]> | undefined)?.file?.[0];
    const dryRun = req.query.dryRun === 'true' || req.query.dryRun === '1';
    try {
      const result = await service.importCsv(req.actor, file?.buffer ?? null, dryRun);
      res.status(dryRun ? 200 : 201).json(result);
    } catch (error) {
      // Refused rows: the 400 carries the report, row by row, as the dry run would have.
      const report = (error as { report?: object }).report;
      if (!report) throw error;
      res.status(400).json({ error: (error as Error).message, ...report });
    }
  });
}

export function collectionCsvRoutes(services: Services) {
  return Router().use(
    ...Object.entries(collections).map(([key, collection]) =>
      csvRouter(collection as BoundCollection, services[key as keyof typeof collections] as unknown as CollectionService<BoundCollection>),
    ),
  );
}
