import type { RequestHandler } from 'express';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { access } from '../server/access';
import { badRequest, isAppError, payloadTooLarge } from '../server/errors';
import { MB, uploadLimits, type FileChange, type IncomingFile } from '../server/services/files/service';

/**
 * Multipart limits of the whole request (GraphQL multipart request spec), from the registry: its
 * largest file (each field's own limit is enforced by `readUpload` while the file streams) and the
 * most files one mutation takes (updateSiteAssets: the logo and two heroes).
 */
export const MULTIPART_LIMITS = { maxFileSize: uploadLimits.maxFileBytes, maxFiles: uploadLimits.maxFiles, maxFieldSize: 1 * MB } as const;

/** The headers Apollo's CSRF prevention accepts as proof the request was preflighted. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

const graphqlError = (code: string, message: string) => ({
  errors: [{ message, extensions: { code } }],
});

/**
 * graphql-upload's Express middleware for multipart requests; JSON requests (already parsed by the
 * app's express.json) pass through. A multipart POST is a "simple" CORS request, so it is refused
 * before its body is read unless it carries a preflight header (the same rule Apollo's CSRF
 * prevention applies afterwards). Multipart protocol errors answer in the GraphQL error shape.
 * Uploads are staff-only, so a multipart request from anyone else is refused before it is parsed.
 */
export function uploadMiddleware(): RequestHandler {
  const parse = graphqlUploadExpress(MULTIPART_LIMITS);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!PREFLIGHT_HEADERS.some((h) => req.get(h))) {
      res
        .status(400)
        .json(
          graphqlError(
            'BAD_REQUEST',
            'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). ' +
              'Please either specify a \'content-type\' header (with a type that is not one of ' +
              'application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty ' +
              "value for one of the following headers: x-apollo-operation-name, apollo-require-preflight\n",
          ),
        );
      return;
    }
    // Every mutation that takes an Upload manages content (the logo's setting is checked by its
    // service): anyone else is refused before the body is read, so an anonymous upload costs
    // neither memory nor temporary disk.
    if (!req.actor || !access.manageContent(req.actor)) {
      const signedIn = Boolean(req.actor?.user);
      res
        .status(signedIn ? 403 : 401)
        .json(graphqlError(signedIn ? 'FORBIDDEN' : 'UNAUTHENTICATED', signedIn ? 'You do not have permission to do this' : 'Authentication required'));
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { status?: number; expose?: boolean; message?: string };
      const status = e.status === 413 ? 413 : 400;
      const message = e.expose && e.message ? e.message : 'Invalid multipart request';
      res.status(status).json(graphqlError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message));
    });
  };
}

/** One Upload field of an input and its per-field limit (5 MB entity images, 10 MB site images). */
export interface UploadField {
  /** The input field's name, used as the key of `details`. */
  field: string;
  /** Human name in messages, e.g. 'Image' (the same label the service gives its file checks). */
  label: string;
  maxBytes: number;
}

/**
 * Reads an Upload into an IncomingFile, counting bytes as they stream and stopping at `maxBytes`
 * (PAYLOAD_TOO_LARGE, the same message as the file service's size check), so an oversized file is
 * never buffered whole. Type checks (magic bytes) stay in the file service, as for REST.
 */
export async function readUpload(upload: Promise<FileUpload>, { field, label, maxBytes }: UploadField): Promise<IncomingFile> {
  const tooLarge = () => payloadTooLarge(`${label} is too large. Maximum size is ${Math.round(maxBytes / MB)}MB.`);
  try {
    const { createReadStream, filename } = await upload;
    const stream = createReadStream();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(buffer);
    }
    return { buffer: Buffer.concat(chunks, size), originalName: filename || undefined };
  } catch (err) {
    if (isAppError(err)) throw err;
    // graphql-upload's own errors (http-errors): 413 past MULTIPART_LIMITS.maxFileSize, 400 a missing file.
    const status = (err as { status?: number }).status;
    if (status === 413) throw tooLarge();
    throw badRequest(`Invalid upload: ${field}`, { [field]: 'The file could not be read' });
  }
}

/**
 * The FileChange services take, from an Upload field and its "remove" flag:
 * a file replaces (and wins over the flag, as in REST), `remove: true` clears, neither keeps.
 */
export async function fileChange(
  upload: Promise<FileUpload> | null | undefined,
  remove: boolean | null | undefined,
  field: UploadField,
): Promise<FileChange> {
  if (upload) return readUpload(upload, field);
  return remove ? null : undefined;
}
