import type { Request, Response } from 'express';
import { contentLanguageOf, type LocaleRead } from '../services/localize';

/**
 * A REST read's language (#36): `?locale=ro` (default en) and, for staff, `&fallback=none`, as sent;
 * the service checks them (an unknown one is 400, `none` without a staff token 401/403).
 */
export const localeRead = (req: Request): LocaleRead => ({ locale: req.query.locale, fallback: req.query.fallback, actor: req.actor });

/** A write's language: `?locale=ro` sets the Romanian texts and leaves English alone. */
export const writeLocaleOf = (req: Request): unknown => req.query.locale;

/** Sends a localized answer with `Content-Language` naming its language(s): `ro`, or `ro, en` when some texts fell back. */
export function sendLocalized(res: Response, answer: unknown, body: unknown = answer): void {
  const language = contentLanguageOf(answer);
  if (language) res.setHeader('Content-Language', language);
  res.json(body);
}
