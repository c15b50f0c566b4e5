import type { AdminReleaseCandidatesQuery } from '../gql/graphql';

/** An item that may join a release: a draft of a drafted collection, named as the release names its items. */
export interface Candidate {
  collection: string;
  _id: string;
  title: string;
}

/** The collections whose items join releases, as the menu names them. */
export const COLLECTION_LABELS: Record<string, string> = { bands: 'Lineup', news: 'News', archives: 'Archive', partners: 'Partners' };

/** Every draft of the drafted collections (scheduled and public items do not join: the server refuses public ones). */
export function draftCandidates(data: AdminReleaseCandidatesQuery | undefined): Candidate[] {
  // The generated query lists each drafted collection under its registry key, every item's name as `title`.
  return Object.entries(data ?? {}).flatMap(([collection, items]) =>
    Array.isArray(items) ? items.filter((item) => item.status === 'draft').map((item) => ({ collection, _id: item._id, title: String(item.title) })) : [],
  );
}
