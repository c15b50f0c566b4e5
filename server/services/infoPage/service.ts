import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { infoPageInputSchema } from '@domain/infoPage';
import { assertAccess, type Actor } from '../../access';
import { infoPage, type InfoPageContent } from '../../db/schema';
import { parseInput } from '../../validation';
import { iso, type ServiceDeps } from '../context';
import { assertUnchangedSince, nextUpdatedAt } from '../versions';

/** The page's content and when it was last saved (null until then: the version an editor loads). */
export type InfoPageDto = InfoPageContent & { updatedAt: string | null };

export const emptyInfoPage = (): InfoPageContent => ({
  location: { title: '', address: '', mapEmbedUrl: '' },
  travel: { byAir: '', byCar: '', accommodation: '' },
  rules: { importantGuidelines: [], allowedItems: [], prohibitedItems: [], securityNote: '' },
  faq: [],
});

/** Fills what an older saved document may lack, so the wire shape is always complete. */
const complete = (row: { content: Partial<InfoPageContent>; updatedAt: Date } | undefined): InfoPageDto => {
  const empty = emptyInfoPage();
  const saved = row?.content;
  return {
    location: { ...empty.location, ...saved?.location },
    travel: { ...empty.travel, ...saved?.travel },
    rules: { ...empty.rules, ...saved?.rules },
    faq: saved?.faq ?? [],
    updatedAt: iso(row?.updatedAt),
  };
};

export function createInfoPageService({ db, now }: ServiceDeps) {
  return {
    /** The page; empty strings and lists until it is first saved. */
    async get(): Promise<InfoPageDto> {
      const [row] = await db.select().from(infoPage).where(eq(infoPage.id, 1));
      return complete(row);
    },

    /** Saves the whole page (missing parts become empty); every FAQ item keeps its _id or gets one. */
    async replace(actor: Actor, input: unknown): Promise<InfoPageDto> {
      assertAccess(actor, 'manageContent');
      const data = parseInput(infoPageInputSchema, input ?? {});
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
      const [row] = await db.transaction(async (tx) => {
        const [current] = await tx.select({ updatedAt: infoPage.updatedAt }).from(infoPage).where(eq(infoPage.id, 1)).for('update');
        assertUnchangedSince(data.expectedUpdatedAt, current?.updatedAt);
        const updatedAt = nextUpdatedAt(now(), current?.updatedAt);
        return tx
          .insert(infoPage)
          .values({ id: 1, content, updatedAt })
          .onConflictDoUpdate({ target: infoPage.id, set: { content, updatedAt } })
          .returning();
      });
      return complete(row);
    },
  };
}

export type InfoPageService = ReturnType<typeof createInfoPageService>;
