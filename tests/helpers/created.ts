import { expect } from '@jest/globals';

/** An instant as the API writes it. */
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A create's answer: 201 and exactly `{ [noun]: item }`, the item being `fields` with a new `_id`
 * and its `createdAt` and `updatedAt` instants.
 */
export function expectCreated(res: { status: number; body: unknown }, noun: string, fields: Record<string, unknown>): void {
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ [noun]: { _id: expect.any(String), ...fields, createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) } });
}
