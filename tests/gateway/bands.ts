import { expect } from '@jest/globals';
import type { TestApp } from '../helpers/test-app';
import { gql } from './helpers';

export const BAND_FIELDS = `_id name country genre image performanceDay order biography spotifyEmbed
  socialLinks { facebook instagram youtube tiktok bandcamp website } createdAt updatedAt`;
export const CREATE = `mutation($input: BandInput!) { createBand(input: $input) { ${BAND_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $input: BandInput!) { updateBand(id: $id, input: $input) { ${BAND_FIELDS} } }`;
export const DELETE = `mutation($id: ID!) { deleteBand(id: $id) { _id message } }`;
export const valid = { name: 'Dark Gates', country: 'Romania', biography: 'Loud since 1999.' };
export const DAY1 = '26 September - DAY 1';

/** Creates a band through GraphQL as the admin; `app` and `admin` are read when called. */
export const bandCreator = (app: () => TestApp, admin: () => string) => async (input: Record<string, unknown> = {}) => {
  const res = await gql(app(), CREATE, { input: { ...valid, ...input } }, admin());
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createBand as Record<string, unknown> & { _id: string; image: string | null };
};
