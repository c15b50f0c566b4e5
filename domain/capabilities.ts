/**
 * The fields a definition's switches add to its shapes (#33 item 3), said once here for every
 * collection and singleton that turns them on: every editable shape takes the version it started
 * from (`expectedUpdatedAt`, domain/versions.ts); a collection with `drafts` takes and answers
 * `status` and `publishAt` (domain/drafts.ts). `defineCollection` and `defineSingleton` build a
 * definition's input and DTO from the fields its file writes plus these, and give each its zod meta
 * id (its name in the OpenAPI components and the GraphQL types). Their columns come the same way
 * (server/db/columns.ts: `contentColumns`). Shared with the web bundle: zod only.
 */
import { z } from 'zod';
import { drafted, draftState, type DraftsOption } from './drafts';
import { versioned } from './versions';

type DraftsOn<D> = [D] extends [undefined] ? false : [D] extends [false] ? false : true;

/** An input with the fields its switches add: the drafts' `status` and `publishAt`, then `expectedUpdatedAt`. */
export type InputWithCapabilities<S extends z.ZodObject, D> =
  S extends z.ZodObject<infer Shape, infer Config> ? z.ZodObject<Shape & (DraftsOn<D> extends true ? typeof drafted : unknown) & typeof versioned, Config> : never;

/** A DTO with the fields its switches add: the drafts' `status` and `publishAt`. */
export type DtoWithCapabilities<S extends z.ZodObject, D> =
  S extends z.ZodObject<infer Shape, infer Config> ? z.ZodObject<Shape & (DraftsOn<D> extends true ? typeof draftState : unknown), Config> : never;

/** The schema's own meta (its description) under the definition's id. */
const named = <S extends z.ZodType>(schema: S, from: z.ZodType, id: string): S => schema.meta({ ...from.meta(), id });

/** The input a definition validates writes with: its own fields (and rules across them), then the capabilities'. */
export function inputWithCapabilities<S extends z.ZodObject, D extends DraftsOption | undefined>(input: S, drafts: D, id: string): InputWithCapabilities<S, D> {
  const added = { ...(drafts ? drafted : {}), ...versioned };
  return named(input.safeExtend(added as never), input, id) as unknown as InputWithCapabilities<S, D>;
}

/** The DTO a definition answers: its own fields with the capabilities' before its timestamps (the order on the wire and in the schemas). */
export function dtoWithCapabilities<S extends z.ZodObject, D extends DraftsOption | undefined>(dto: S, drafts: D, id: string): DtoWithCapabilities<S, D> {
  const { createdAt, updatedAt, ...own } = dto.shape as z.ZodRawShape;
  const stamps = { ...(createdAt && { createdAt }), ...(updatedAt && { updatedAt }) };
  return named(z.object({ ...own, ...(drafts ? draftState : {}), ...stamps }), dto, id) as unknown as DtoWithCapabilities<S, D>;
}
