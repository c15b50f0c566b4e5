import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { roleMay } from '@domain/access';
import { useAuth } from '../../auth';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { AdminReleaseCandidatesDocument, AdminReleasesDocument, type AdminReleaseFragment } from '../gql/graphql';
import { draftCandidates } from './candidates';
import { useNow } from './countdown';
import { PreviewLink } from './PreviewLink';
import { ReleaseCard } from './ReleaseCard';
import { ReleaseDialog } from './ReleaseDialog';

const RANK = { scheduled: 0, published: 1, cancelled: 2 } as const;

/** Scheduled ones first, soonest first; then published and cancelled ones, newest first. */
export function releaseOrder(a: AdminReleaseFragment, b: AdminReleaseFragment): number {
  const rank = RANK[a.status] - RANK[b.status];
  if (rank) return rank;
  const time = Date.parse(a.publishAt) - Date.parse(b.publishAt);
  return a.status === 'scheduled' ? time : -time;
}

/**
 * The Releases screen (#35 items 2, 5, 7): every release with its state and a countdown to its
 * instant (festival time), its contents (drafts of the lineup, news, archive and partners), the
 * banner line it changes, a preview link, Publish now and Cancel. An editor does all of it but the
 * site settings (the server refuses those to an editor, and a release holding them to publish).
 */
export function ReleasesAdmin() {
  const { user } = useAuth();
  const mayChangeSettings = roleMay(user?.role, 'manageSettings');
  const releases = useQuery(AdminReleasesDocument, { fetchPolicy: 'cache-and-network' });
  const candidates = useQuery(AdminReleaseCandidatesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<AdminReleaseFragment | 'new' | null>(null);
  const now = useNow();
  const list = [...(releases.data?.releases ?? [])].sort(releaseOrder);
  const refresh = () => {
    void releases.refetch();
    void candidates.refetch();
  };

  return (
    <>
      <PageHeader
        title="Releases"
        description="Items and site settings that go public together, at one instant."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <PreviewLink releaseId={null} label="Preview all drafts" />
            <Button colorPalette="blood" onClick={() => setEditing('new')}>
              <LuPlus aria-hidden /> New release
            </Button>
          </HStack>
        }
      />
      {releases.loading && !releases.data && <LoadingBlock />}
      {releases.error && <Text color="fg.error">{releases.error.message}</Text>}
      {releases.data && !list.length && <Text color="fg.muted">No releases yet. A release gathers drafts and a new banner line, and makes them public at once.</Text>}
      <Stack gap="4">
        {list.map((release) => (
          <ReleaseCard key={release._id} release={release} now={now} candidates={draftCandidates(candidates.data)} mayChangeSettings={mayChangeSettings} onEdit={() => setEditing(release)} onChanged={refresh} />
        ))}
      </Stack>
      {editing && <ReleaseDialog open onClose={() => setEditing(null)} release={editing === 'new' ? undefined : editing} onSaved={refresh} />}
    </>
  );
}
