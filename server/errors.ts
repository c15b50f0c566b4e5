/**
 * Domain errors. Services throw these; the REST error handler and the GraphQL
 * error formatter each translate them to their wire shape, so a rule's refusal
 * reads the same through both doors.
 */
export type FieldErrors = Record<string, string>;

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: FieldErrors) =>
  new AppError(400, 'BAD_USER_INPUT', message, details);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const gone = (message: string) => new AppError(410, 'GONE', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, please try again later') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);
export const unavailable = (message = 'Service unavailable') => new AppError(503, 'UNAVAILABLE', message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** What a client sees while the database cannot be reached: retry later, nothing was lost. */
export const databaseUnavailable = () => new AppError(503, 'UNAVAILABLE', 'Service temporarily unavailable');

// Connection-level failures: the server refused, went away, or is shutting down / starting up
// (SQLSTATE class 08 and 57P0x). Query errors (a constraint, bad SQL) are not among them.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const CONNECTION_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|database closed/i;

/** Whether an error (or one it wraps, as Drizzle does) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The AppError an error answers as: itself, 503 for an unreachable database, else undefined (a fault). */
export function asAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  return isDatabaseUnavailable(error) ? databaseUnavailable() : undefined;
}
