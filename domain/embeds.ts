/**
 * The two third-party players the site embeds, accepted only from their own hosts: a stored URL
 * becomes an iframe's src on public pages, so "any https site" would let an editor's typo (or a
 * stolen admin session) frame anything there.
 */
import { z } from 'zod';
import { httpUrl, httpUrlOrEmpty, isBlank } from './common';

/**
 * Google Maps embeds: `https://www.google.com/maps…` (the "Embed a map" snippet's
 * `/maps/embed?pb=…`, or `/maps?q=…&output=embed`) and `https://maps.google.com/…`. The same
 * two hosts the Content-Security-Policy lets the page frame.
 */
export const MAP_EMBED_HOSTS = ['www.google.com', 'maps.google.com'] as const;
export const MAP_EMBED_MESSAGE = 'Must be a Google Maps link (https://www.google.com/maps/… or https://maps.google.com/…)';

export const SPOTIFY_HOST = 'open.spotify.com';
export const SPOTIFY_MESSAGE = 'Must be a Spotify link (https://open.spotify.com/…)';

/** An https URL on exactly `host` (no credentials, no other port). */
function httpsOn(value: string, hosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const plain = url.protocol === 'https:' && !url.username && !url.password && url.port === '';
  return plain && hosts.includes(url.hostname) ? url : null;
}

export function isGoogleMapsEmbedUrl(value: string): boolean {
  const url = httpsOn(value, MAP_EMBED_HOSTS);
  if (!url) return false;
  // On www.google.com only the Maps paths: the rest of Google's site is not a map.
  return url.hostname === 'maps.google.com' || url.pathname === '/maps' || url.pathname.startsWith('/maps/');
}

export const isSpotifyUrl = (value: string): boolean => httpsOn(value, [SPOTIFY_HOST]) !== null;

/** A Google Maps embed URL, or empty for no map. */
export const mapEmbedUrlOrEmpty = () =>
  httpUrlOrEmpty()
    .refine((v) => v === '' || isGoogleMapsEmbedUrl(v), MAP_EMBED_MESSAGE)
    .meta({
      description: `A Google Maps embed URL (https on ${MAP_EMBED_HOSTS.join(' or ')}), or empty for none.`,
      examples: ['https://www.google.com/maps/embed?pb=!1m18'],
    });

/** An optional Spotify link; an empty string means "not set". */
export const optionalSpotifyUrl = () =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    httpUrl()
      .refine(isSpotifyUrl, SPOTIFY_MESSAGE)
      .optional()
      .meta({
        description: `A Spotify link on https://${SPOTIFY_HOST}/; the web app rewrites it to its embed form.`,
        examples: [`https://${SPOTIFY_HOST}/artist/0example`],
      }),
  );
