import { useMutation, useQuery } from '@apollo/client/react';
import { AdminReleasesDocument, AdminUpdateReleaseDocument } from '../gql/graphql';
import type { ReleaseChoice } from './PublishingControls';

type Fields = Record<string, unknown>;

/** The fields an edit changes: those of the form's input whose value differs from the item's as loaded. */
export function changedFields(input: Fields, loaded: Fields): Fields {
  return Object.fromEntries(Object.entries(input).filter(([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(loaded[field] ?? null)));
}

/**
 * A published item's edit saved into a scheduled release instead of now (#35): the fields it
 * changes (with the version they were made on) go public at the release's instant, with the rest.
 * The server checks them by the item's own rules now; a change already in that release for the
 * item is kept, the fields sent now over it.
 */
export function useSaveIntoRelease(enabled: boolean) {
  const { data, refetch } = useQuery(AdminReleasesDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(AdminUpdateReleaseDocument);
  const scheduled = (data?.releases ?? []).filter((r) => r.status === 'scheduled' && Date.parse(r.publishAt) > Date.now());
  return {
    /** The releases a change may go into. */
    releases: scheduled as readonly ReleaseChoice[],
    async save(releaseId: string, collection: string, id: string, changes: Fields, version: string | null | undefined): Promise<{ notice: string }> {
      const release = scheduled.find((r) => r._id === releaseId);
      if (!release) throw new Error('That release is no longer scheduled: pick another');
      const fields = Object.keys(changes);
      if (!fields.length) throw new Error('Nothing changed: there is nothing to save into the release');
      const same = (item: { collection: string; _id: string }) => item.collection === collection && item._id === id;
      const earlier = (release.items.find(same)?.changes ?? {}) as Fields;
      const items = [
        ...release.items.filter((item) => !same(item)).map((item) => ({ collection: item.collection, _id: item._id })),
        { collection, _id: id, changes: { ...earlier, ...changes, ...(version ? { expectedUpdatedAt: version } : {}) } },
      ];
      await update({ variables: { id: releaseId, input: { items } } });
      void refetch();
      return { notice: `Saved into ${release.name}: public at its instant (${fields.join(', ')})` };
    },
  };
}
