/**
 * Cross-cutting fields come from the registry (#33 item 3): a definition's own fields plus what its
 * switches add, said once in domain/capabilities.ts and server/db/columns.ts. A collection written
 * here with `drafts` on and off gets, from its definition alone, `expectedUpdatedAt` in its input,
 * `status` and `publishAt` in its input, DTO and table (before its timestamps on the wire), and its
 * shapes named from its noun; a singleton's input takes `expectedUpdatedAt` the same way.
 */
import { describe, expect, it } from '@jest/globals';
import { getTableColumns } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineCollection } from '@domain/collection';
import { defineSingleton } from '@domain/singleton';
import { COLLECTIONS } from '@domain/collections';
import { contentColumns, singletonColumns } from '../../server/db/columns';

const probe = (noun: string, drafts: boolean) =>
  defineCollection({
    noun,
    input: z.object({ name: z.string() }),
    dto: z.object({ _id: z.string(), name: z.string(), createdAt: z.string(), updatedAt: z.string() }),
    publicFields: { _id: ['probe'], name: ['probe'] },
    listArgs: z.object({}).optional(),
    search: ['name'],
    write: 'manageContent',
    removable: true,
    drafts,
    docs: { list: 'Probes' },
  });

describe('capability fields from the definition', () => {
  it('adds expectedUpdatedAt to every input, and status/publishAt with drafts, to the input, the DTO and the table', () => {
    const plain = probe('plainProbe', false);
    const drafted = probe('draftedProbe', true);
    expect(Object.keys(plain.input.shape)).toEqual(['name', 'expectedUpdatedAt']);
    expect(Object.keys(plain.dto.shape)).toEqual(['_id', 'name', 'createdAt', 'updatedAt']);
    expect(Object.keys(drafted.input.shape)).toEqual(['name', 'status', 'publishAt', 'expectedUpdatedAt']);
    expect(Object.keys(drafted.dto.shape)).toEqual(['_id', 'name', 'status', 'publishAt', 'createdAt', 'updatedAt']);
    // A create without a status is published at once; a stale version is the service's 409 to say.
    expect(drafted.input.parse({ name: 'x' })).toEqual({ name: 'x', status: 'published' });

    const columnsOf = (definition: { drafts?: unknown }) => Object.keys(getTableColumns(pgTable('probe', { name: text('name'), ...contentColumns(definition as never) })));
    expect(columnsOf(plain).sort()).toEqual(['createdAt', 'id', 'name', 'translations', 'updatedAt']);
    expect(columnsOf(drafted).sort()).toEqual(['createdAt', 'id', 'name', 'publishAt', 'status', 'translations', 'updatedAt']);
  });

  it('names the shapes from the noun (zod meta ids: the OpenAPI components and GraphQL types), `ids` where the spec differs', () => {
    const named = probe('namedProbe', false);
    expect(z.globalRegistry.get(named.input)?.id).toBe('NamedProbeInput');
    expect(z.globalRegistry.get(named.dto)?.id).toBe('NamedProbe');
    // The registry's own: news keeps the spec's component names under its noun `article`.
    expect(z.globalRegistry.get(COLLECTIONS.news.input)?.id).toBe('ArticleInput');
    expect(z.globalRegistry.get(COLLECTIONS.bands.dto)?.id).toBe('Band');
  });

  it("keeps a definition's own rules across fields and its description", () => {
    const refined = defineCollection({
      noun: 'refinedProbe',
      input: z
        .object({ from: z.number(), to: z.number() })
        .meta({ description: 'A span.' })
        .superRefine((v, ctx) => {
          if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to before from' });
        }),
      dto: z.object({ _id: z.string() }),
      publicFields: { _id: ['probe'] },
      listArgs: z.object({}).optional(),
      search: [],
      write: 'manageContent',
      removable: true,
      docs: { list: 'Probes' },
    });
    expect(refined.input.safeParse({ from: 2, to: 1 }).success).toBe(false);
    expect(refined.input.safeParse({ from: 1, to: 2, expectedUpdatedAt: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(z.globalRegistry.get(refined.input)).toMatchObject({ id: 'RefinedProbeInput', description: 'A span.' });
  });

  it("gives a singleton's input expectedUpdatedAt, named from its noun, and its table its common columns", () => {
    const singleton = defineSingleton({
      noun: 'probeDocument',
      input: z.object({ title: z.string().optional() }),
      dto: z.object({ title: z.string() }),
      files: [],
      write: 'manageContent',
      docs: { get: 'The probe', getAnswer: 'It.', updateNote: 'Only what is sent.' },
    });
    expect(Object.keys(singleton.input.shape)).toEqual(['title', 'expectedUpdatedAt']);
    expect(z.globalRegistry.get(singleton.input)?.id).toBe('ProbeDocumentInput');
    expect(singleton.rest).toEqual({ path: 'probe-document', envelope: null, tag: 'probe-document', update: 'put' });
    expect(singleton.graphql).toEqual({ type: 'ProbeDocument', input: 'ProbeDocumentInput', query: 'probeDocument', mutation: 'updateProbeDocument' });
    expect(Object.keys(singletonColumns()).sort()).toEqual(['id', 'translations', 'updatedAt']);
  });
});
