import type { IncomingMessage } from 'node:http';

/** The cookie a preview link sets (#35 item 5, server/http/preview.ts): the link's token. */
export const PREVIEW_COOKIE = 'mg_preview';
export { PREVIEW_HEADER } from '@domain/releases';
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`);

/** The preview token a request carries in its cookie, if any (read on the raw request: the fast path uses it too). */
export function previewTokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header || !header.includes(PREVIEW_COOKIE)) return undefined;
  return COOKIE_VALUE.exec(header)?.[1];
}
