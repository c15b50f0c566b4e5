import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { collections } from '../../server/collections';
import { badRequest } from '../../server/errors';
import type { CollectionService } from '../../server/services/collection';
import { MAX_CSV_BYTES } from '../../server/services/csv/collectionCsv';
import type { BoundCollection } from '../../server/collections/define';
import type { GatewayContext } from '../context';
import { readUpload } from '../uploads';

type Args = Record<string, unknown>;

/** The collection of a registry key, or a BAD_USER_INPUT naming the keys. */
function serviceOf(context: GatewayContext, key: unknown): CollectionService<BoundCollection> {
  if (typeof key !== 'string' || !Object.hasOwn(collections, key)) {
    throw badRequest(`Unknown collection: one of ${Object.keys(collections).join(', ')}`, { collection: 'Unknown collection' });
  }
  return context.services[key as keyof typeof collections] as unknown as CollectionService<BoundCollection>;
}

/** `exportCsv(collection)` and `importCsv(collection, file, dryRun)`: REST's CSV doors (server/routes/collectionCsv.ts) by registry key. */
export const csvResolvers = {
  Query: {
    exportCsv: (_: unknown, { collection }: Args, context: GatewayContext) => serviceOf(context, collection).exportCsv(context.actor),
  },
  Mutation: {
    importCsv: async (_: unknown, { collection, file, dryRun }: Args, context: GatewayContext) => {
      const service = serviceOf(context, collection);
      // Multipart is parsed for staff only (gateway/uploads.ts); the collection's capability is the service's to check.
      const upload = await readUpload(file as Promise<FileUpload>, { field: 'file', label: 'CSV file', maxBytes: MAX_CSV_BYTES });
      return service.importReport(context.actor, upload.buffer, dryRun === true);
    },
  },
};
