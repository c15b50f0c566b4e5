import type { RequestContext } from '../server/services/request-context';
import { withLocale } from '../server/services/localize';
import type { GatewayContext } from './context';

type Args = Record<string, unknown>;

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * The request's context in the language of a field's `locale` and `fallback` arguments (#36;
 * enums, lower-cased for the service). With NONE a missing text is empty, GraphQL's types being non-null.
 */
export const localeContext = (args: Args, context: GatewayContext): RequestContext => withLocale(context.request, { locale: lower(args.locale), fallback: lower(args.fallback) });

/** The list arguments without the language ones (the lister reads only its own). */
export function withoutLocale(args: Args): Args {
  const { locale: _locale, fallback: _fallback, ...rest } = args;
  return rest;
}
