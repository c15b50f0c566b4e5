import { missingAsEmpty } from '@domain/locales';
import type { LocaleRead } from '../server/services/localize';
import type { GatewayContext } from './context';

type Args = Record<string, unknown>;

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * A read's language (#36) from its `locale` and `fallback` arguments (enums, lower-cased for the
 * service, which checks them). With NONE a missing text is empty, GraphQL's types being non-null.
 */
export const localeRead = (args: Args, context: GatewayContext): LocaleRead => ({
  locale: lower(args.locale ?? undefined),
  fallback: lower(args.fallback ?? undefined),
  actor: context.actor,
  missing: missingAsEmpty,
});

/** An update's language, from its `locale` argument. */
export const writeLocaleOf = (args: Args): unknown => lower(args.locale ?? undefined);

/** The list arguments without the language ones (the lister reads only its own). */
export function withoutLocale(args: Args): Args {
  const { locale: _locale, fallback: _fallback, ...rest } = args;
  return rest;
}
