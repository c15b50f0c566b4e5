import pino, { type DestinationStream } from 'pino';
import { faultSummary } from './http/errors';

/**
 * Secrets a log line must never hold, wherever an object carrying them is logged: credentials and
 * tokens of every kind, two-factor secrets and codes, recovery codes, invitation and reset tokens,
 * and a contact message's text. Request log lines carry none of these to begin with
 * (observability/request-telemetry.ts logs no header, query or body); this is the second lock.
 */
const SECRET_KEYS = [
  'password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'authorization', 'cookie',
  'secret', 'totpSecret', 'code', 'recoveryCode', 'recoveryCodes', 'inviteToken', 'resetToken', 'message', 'body',
];
const redactPaths = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** The process's logger: JSON lines at `level` (LOG_LEVEL), each naming the instance; to stdout unless told. */
export function createLogger(level: string, instance?: string, destination?: DestinationStream) {
  return pino(
    {
    level,
    base: instance ? { instance } : undefined,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // An error is logged by class, code and stack frames, never its message: a database error's
    // message can quote what the visitor sent.
    serializers: { err: faultSummary },
    },
    destination,
  );
}
