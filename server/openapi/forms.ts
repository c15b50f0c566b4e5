/**
 * The multipart variants of the collection and site-assets bodies, derived from their JSON schemas:
 * multipart sends every field as text, plus the file fields. A field added to a domain schema shows
 * up here without an edit.
 */
import { SOCIAL_KEYS } from '@domain/bands';
import { IMAGE_FIELDS } from '@domain/siteAssets';
import { uploadLimits, MB } from '../services/files/service';
import { binary, type Json } from './helpers';

/** One JSON property as a multipart text field. */
function asText(property: Json): Json {
  const { type, description } = property as { type?: unknown; description?: string };
  const nullable = Array.isArray(type) && type.includes('null');
  const base = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
  if (base === 'string' || (property.enum && !base)) {
    const { type: _t, ...rest } = property;
    return { ...rest, type: 'string' };
  }
  if (base === 'integer') return { type: 'string', pattern: '^\\d+$', description: description ?? 'A whole number, as text.' };
  if (base === 'boolean') return { type: 'string', enum: ['true', 'false'], ...(description ? { description } : {}) };
  const text = nullable ? 'JSON-encoded; empty resets it.' : 'JSON-encoded.';
  return { type: 'string', description: description ? `${description} ${text}` : text };
}

function formFrom(source: Json, files: Record<string, string>, extra: Record<string, Json> = {}, description?: string): Json {
  const properties: Record<string, Json> = {};
  for (const [name, property] of Object.entries((source.properties ?? {}) as Record<string, Json>)) {
    if (name in files) continue;
    properties[name] = asText(property);
  }
  for (const [name, what] of Object.entries(files)) properties[name] = binary(what);
  return {
    type: 'object',
    ...(source.required ? { required: source.required } : {}),
    ...(description ? { description } : {}),
    properties: { ...properties, ...extra },
  };
}

const upTo = (bytes: number) => `up to ${Math.round(bytes / MB)} MB`;

export function multipartForms(schemas: Record<string, Json>): Record<string, Json> {
  const socialFlat = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, { type: 'string', maxLength: 2048, description: 'An http(s) URL.' }]));
  return {
    BandForm: formFrom(
      schemas.BandInput!,
      { image: `Image ${upTo(uploadLimits.bandImage)}; an empty value clears it (PUT).` },
      socialFlat,
      'The social links may come as flat fields (they win over a JSON `socialLinks`).',
    ),
    ArticleForm: formFrom(schemas.ArticleInput!, { image: `Image ${upTo(uploadLimits.newsImage)}; an empty value clears it (PUT).` }),
    ArchiveForm: formFrom(schemas.ArchiveInput!, { poster: `Poster ${upTo(uploadLimits.archivePoster)}; an empty value clears it (PUT).` }),
    SiteAssetsForm: formFrom(
      schemas.SiteAssetsInput!,
      Object.fromEntries(IMAGE_FIELDS.map((f) => [f, `The ${f} image, ${upTo(uploadLimits[f])}, or an empty value to clear it.`])),
      {},
      'Images up to 10 MB each; an empty value clears that image. Lists and maps are JSON-encoded.',
    ),
  };
}
