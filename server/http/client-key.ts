import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from './public-origin';

/**
 * The key one client is counted under (rate limits, concurrent cache misses): an IPv4 address as
 * is, an IPv6 address by its /64, since one subscriber is handed a whole /64 and could otherwise
 * take a new key for every request. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** The client's key for a raw request, believing X-Forwarded-For only from trusted hops (as Express's req.ip does). */
export const clientKeyOfRequest = (req: IncomingMessage, trust: TrustProxy) => clientKeyOf(proxyaddr(req, trust));
