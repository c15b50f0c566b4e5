import type { AdminReleaseCandidatesQuery } from '../gql/graphql';

/** An item that may join a release: a draft of a drafted collection, named as the release names its items. */
export interface Candidate {
  collection: string;
  _id: string;
  title: string;
}

/** The collections whose items join releases, as the menu names them. */
export const COLLECTION_LABELS: Record<string, string> = { bands: 'Lineup', news: 'News', archives: 'Archive', partners: 'Partners' };

/** Every draft of the four drafted collections (scheduled and public items do not join: the server refuses public ones). */
export function draftCandidates(data: AdminReleaseCandidatesQuery | undefined): Candidate[] {
  if (!data) return [];
  const drafts = <T extends { _id: string; status?: string | null }>(items: readonly T[], collection: string, title: (item: T) => string) =>
    items.filter((item) => item.status === 'draft').map((item) => ({ collection, _id: item._id, title: title(item) }));
  return [
    ...drafts(data.bands, 'bands', (b) => b.name),
    ...drafts(data.news, 'news', (n) => n.title),
    ...drafts(data.archives, 'archives', (a) => a.year),
    ...drafts(data.partners, 'partners', (p) => p.name),
  ];
}
