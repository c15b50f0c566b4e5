import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { assertAccess, type Actor } from '../../access';
import { infoPage, type InfoPageContent } from '../../db/schema';
import { isHttpUrl, limits, maxLength, parseInput, requiredText } from '../../validation';
import type { ServiceDeps } from '../context';

export type InfoPageDto = InfoPageContent;

const MAX_LIST_ITEMS = 100;
const MAX_FAQ_ITEMS = 200;

/** Missing or null reads as empty. */
const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max, maxLength(max)));

/** Lists drop blank lines (the editor splits text areas on newlines). */
const list = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.string().trim().max(max, maxLength(max)))
      .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} items`)
      .transform((items) => items.filter((i) => i !== '')),
  );

/**
 * The map's embed URL, http(s) or empty. An admin pasting Google's whole `<iframe ... src="...">`
 * snippet gets its src extracted.
 */
const mapEmbedUrl = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'string' && /<iframe/i.test(v)) return /\bsrc\s*=\s*["']([^"']+)["']/i.exec(v)?.[1] ?? v;
    return v;
  },
  z
    .string()
    .trim()
    .max(limits.url, maxLength(limits.url))
    .refine((v) => v === '' || isHttpUrl(v), 'Must be an http(s) URL'),
);

/** An object part of the page: missing or null means all its fields are empty. */
const part = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => (v === null || v === undefined ? {} : v), z.object(shape));

const pageSchema = z.object({
  location: part({ title: text(limits.short), address: text(limits.medium), mapEmbedUrl }),
  travel: part({ byAir: text(limits.medium), byCar: text(limits.medium), accommodation: text(limits.medium) }),
  rules: part({
    importantGuidelines: list(limits.medium),
    allowedItems: list(limits.short),
    prohibitedItems: list(limits.short),
    securityNote: text(limits.medium),
  }),
  faq: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(
        z.object({
          _id: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(100).optional()),
          question: requiredText(limits.medium, 'Question is required'),
          answer: requiredText(limits.long, 'Answer is required'),
        }),
      )
      .max(MAX_FAQ_ITEMS, `At most ${MAX_FAQ_ITEMS} questions`),
  ),
});

export const emptyInfoPage = (): InfoPageDto => ({
  location: { title: '', address: '', mapEmbedUrl: '' },
  travel: { byAir: '', byCar: '', accommodation: '' },
  rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
  faq: [],
});

/** Fills what an older saved document may lack, so the wire shape is always complete. */
const complete = (saved: Partial<InfoPageContent> | undefined): InfoPageDto => {
  const empty = emptyInfoPage();
  return {
    location: { ...empty.location, ...saved?.location },
    travel: { ...empty.travel, ...saved?.travel },
    rules: { ...empty.rules, ...saved?.rules },
    faq: saved?.faq ?? [],
  };
};

export function createInfoPageService({ db, now }: ServiceDeps) {
  return {
    /** The page; empty strings and lists until it is first saved. */
    async get(): Promise<InfoPageDto> {
      const [row] = await db.select().from(infoPage).where(eq(infoPage.id, 1));
      return complete(row?.content);
    },

    /** Saves the whole page (missing parts become empty); every FAQ item keeps its _id or gets one. */
    async replace(actor: Actor, input: unknown): Promise<InfoPageDto> {
      assertAccess(actor, 'admin');
      const data = parseInput(pageSchema, input ?? {});
      const seen = new Set<string>();
      const content: InfoPageContent = {
        location: data.location,
        travel: data.travel,
        rules: data.rules,
        faq: data.faq.map(({ _id, question, answer }) => {
          const id = _id && !seen.has(_id) ? _id : crypto.randomUUID();
          seen.add(id);
          return { _id: id, question, answer };
        }),
      };
      const [row] = await db.transaction((tx) =>
        tx
          .insert(infoPage)
          .values({ id: 1, content, updatedAt: now() })
          .onConflictDoUpdate({ target: infoPage.id, set: { content, updatedAt: now() } })
          .returning(),
      );
      return complete(row!.content);
    },
  };
}

export type InfoPageService = ReturnType<typeof createInfoPageService>;
