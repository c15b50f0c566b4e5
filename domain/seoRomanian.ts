import { DEFAULT_SEO_DESCRIPTIONS, DEFAULT_SEO_TITLES, SEO_PAGE_KEYS, type PageKey } from './seo';

/** Page titles and descriptions of the built-in SEO defaults in Romanian (domain/seo.ts has the English). */
export const DEFAULT_SEO_TITLES_RO: Record<PageKey, string> = {
  login: 'Autentificare administrare | Metal Gates Festival',
  home: 'Metal Gates Festival | Heavy metal în București',
  lineup: 'Line-up | Metal Gates Festival',
  news: 'Știri | Metal Gates Festival',
  info: 'Informații festival | Metal Gates Festival',
  archive: 'Arhivă | Metal Gates Festival',
  contact: 'Contact | Metal Gates Festival',
  notFound: 'Pagina nu a fost găsită | Metal Gates Festival',
};

export const DEFAULT_SEO_DESCRIPTIONS_RO: Record<PageKey, string> = {
  login: 'Autentificarea echipei în administrarea Metal Gates Festival.',
  home: 'Metal Gates Festival: trei zile de heavy metal în București. Numărătoare inversă, ultimele știri și bilete.',
  lineup: 'Trupele care cântă la Metal Gates Festival, zi de zi: warm-up, ziua 1 și ziua 2.',
  news: 'Cele mai noi anunțuri și povești de la Metal Gates Festival.',
  info: 'Locație, transport, regulile festivalului și răspunsuri la întrebările frecvente.',
  archive: 'Edițiile trecute ale Metal Gates Festival: afișe, line-up-uri și amintiri.',
  contact: 'Scrie-ne: echipa Metal Gates Festival îți răspunde.',
  notFound: 'Pagina pe care o cauți nu există.',
};

/**
 * English default → Romanian default: the server's translation of an unedited SEO text, and part of
 * the browser's Romanian catalog (scripts/i18n-compile.ts adds these), so no page carries them twice.
 */
export const ROMANIAN_SEO_DEFAULTS: Record<string, string> = Object.fromEntries(
  SEO_PAGE_KEYS.flatMap((key) => [
    [DEFAULT_SEO_TITLES[key], DEFAULT_SEO_TITLES_RO[key]],
    [DEFAULT_SEO_DESCRIPTIONS[key], DEFAULT_SEO_DESCRIPTIONS_RO[key]],
  ]),
);
