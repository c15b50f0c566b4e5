import crypto from 'node:crypto';
import { infoPageSingleton } from '@domain/infoPage';
import { siteAssetDefaults, siteAssetsSingleton } from '@domain/siteAssets';
import type { SingletonKey } from '@domain/singletons';
import { assertAccess, type Actor } from '../access';
import { infoPage, siteAssets, type InfoPageContent } from '../db/schema';
import { iso } from '../services/context';
import { inputToColumns } from '../services/wire';
import { bindSingleton, type BoundSingleton } from './define';

/**
 * The home page's images and countdown are page content (the Page Content screen); every other
 * field (logo, banner, contacts, copyright, tracking, social links, SEO) is a site setting.
 */
const CONTENT_FIELDS = new Set(['heroImage', 'mobileHeroImage', 'countdownDate', 'expectedUpdatedAt']);

// Multipart sends every field as text: the lists and maps arrive JSON-encoded.
const JSON_FIELDS = ['contactEmails', 'seoTitles', 'seoDescriptions'];

function parseJsonFields(body: Record<string, unknown>, multipart: boolean): Record<string, unknown> {
  if (!multipart) return body;
  const parsed = { ...body };
  for (const field of JSON_FIELDS) {
    if (typeof parsed[field] !== 'string') continue;
    try {
      parsed[field] = JSON.parse(parsed[field]);
    } catch {
      // Left as text: the service's validation reports it.
    }
  }
  return parsed;
}

const emptyInfoPage = (): InfoPageContent => ({
  location: { title: '', address: '', mapEmbedUrl: '' },
  travel: { byAir: '', byCar: '', accommodation: '' },
  rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
  faq: [],
});

/** The saved page with what an older saved document may lack filled in. */
const completeInfoPage = (content: Partial<InfoPageContent> | undefined): InfoPageContent => {
  const empty = emptyInfoPage();
  return {
    location: { ...empty.location, ...content?.location },
    travel: { ...empty.travel, ...content?.travel },
    rules: { ...empty.rules, ...content?.rules },
    faq: content?.faq ?? [],
  };
};

/** Every FAQ item keeps its `_id` or gets one (a duplicate gets a fresh one). */
const withFaqIds = (faq: { _id?: string; question: string; answer: string }[]) => {
  const seen = new Set<string>();
  return faq.map(({ _id, question, answer }) => {
    const id = _id && !seen.has(_id) ? _id : crypto.randomUUID();
    seen.add(id);
    return { _id: id, question, answer };
  });
};

/**
 * Every singleton bound to its storage: the one list the server builds its services, REST routes
 * and GraphQL resolvers from.
 */
export const singletons = {
  siteAssets: bindSingleton(siteAssetsSingleton, {
    table: siteAssets,
    // Null columns are unset: the defaults fill them on the wire.
    toWire: (row, now) => ({
      logo: row?.logo ?? null,
      heroImage: row?.heroImage ?? null,
      mobileHeroImage: row?.mobileHeroImage ?? null,
      bannerText: row?.bannerText ?? siteAssetDefaults.bannerText,
      countdownDate: iso(row?.countdownDate) ?? siteAssetDefaults.countdownDate,
      contactEmails: row?.contactEmails ?? siteAssetDefaults.contactEmails.map((e) => ({ ...e })),
      copyright: row?.copyright ?? siteAssetDefaults.copyright(now.getUTCFullYear()),
      gtmId: row?.gtmId ?? siteAssetDefaults.gtmId,
      facebook: row?.facebook ?? siteAssetDefaults.facebook,
      instagram: row?.instagram ?? siteAssetDefaults.instagram,
      youtube: row?.youtube ?? siteAssetDefaults.youtube,
      // Saved pages win; the default pages stay listed so the SEO editor always shows all of them.
      seoTitles: { ...siteAssetDefaults.seoTitles, ...(row?.seoTitles ?? {}) },
      seoDescriptions: { ...siteAssetDefaults.seoDescriptions, ...(row?.seoDescriptions ?? {}) },
      updatedAt: iso(row?.updatedAt),
    }),
    columns: (input) => ({
      ...inputToColumns(siteAssets, siteAssetsSingleton.input, input),
      countdownDate: input.countdownDate ? new Date(input.countdownDate) : null,
    }),
    authorize: (actor: Actor, sent) => {
      if ([...sent].some((field) => !CONTENT_FIELDS.has(field))) assertAccess(actor, 'manageSettings');
    },
    restInput: parseJsonFields,
  }),
  infoPage: bindSingleton(infoPageSingleton, {
    table: infoPage,
    document: 'content',
    initial: { content: emptyInfoPage() },
    toWire: (row) => ({ ...completeInfoPage(row?.content), updatedAt: iso(row?.updatedAt) }),
    storedInput: (row) => ({ ...completeInfoPage(row.content) }),
    // One JSON document: the parts, each FAQ item with its id.
    columns: ({ location, travel, rules, faq }) => ({ content: { location, travel, rules, faq: withFaqIds(faq) } }),
  }),
} satisfies Record<SingletonKey, BoundSingleton>;

export type Singletons = typeof singletons;
