import type { Request, Response } from 'express';
import { contentLanguageOf, withLocale } from '../services/localize';
import type { RequestContext } from '../services/request-context';

/**
 * A REST read's context in its language (#36): `?locale=ro` (default en) and, for staff,
 * `&fallback=none`. An unknown one is 400 here; `none` without a staff token 401/403 (the read hook).
 */
export const localeContext = (req: Request): RequestContext => withLocale(req.requestContext, { locale: req.query.locale, fallback: req.query.fallback });

/** A write's context: `?locale=ro` sets the Romanian texts and leaves English alone. */
export const writeContext = (req: Request): RequestContext => withLocale(req.requestContext, { locale: req.query.locale });

/** Sends a localized answer with `Content-Language` naming its language(s): `ro`, or `ro, en` when some texts fell back. */
export function sendLocalized(res: Response, answer: unknown, body: unknown = answer): void {
  const language = contentLanguageOf(answer);
  if (language) res.setHeader('Content-Language', language);
  res.json(body);
}
