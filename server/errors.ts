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
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, please try again later') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);
export const unavailable = (message = 'Service unavailable') => new AppError(503, 'UNAVAILABLE', message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
