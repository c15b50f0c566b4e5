import { Badge, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { LuCalendarClock, LuPencil, LuRocket, LuTriangleAlert, LuX } from 'react-icons/lu';
import { festivalMoment } from '../common/PublishingControls';
import { notifyError, notifySuccess } from '../common/notify';
import { AdminCancelReleaseDocument, AdminPublishReleaseDocument, AdminUpdateReleaseDocument, type AdminReleaseFragment, type ReleaseUpdateInput } from '../gql/graphql';
import type { Candidate } from './candidates';
import { countdownText } from './countdown';
import { PendingImages } from './PendingImages';
import { PendingSettings } from './PendingSettings';
import { PreviewLink } from './PreviewLink';
import { ReleaseContents } from './ReleaseContents';

const STATUS_PALETTE = { scheduled: 'orange', published: 'green', cancelled: 'gray' } as const;
const STATUS_LABEL = { scheduled: 'Scheduled', published: 'Published', cancelled: 'Cancelled' } as const;

/** A release: its state and countdown, contents, pending settings, and what may be done with it. */
export function ReleaseCard({ release, now, candidates, mayChangeSettings, onEdit, onChanged }: {
  release: AdminReleaseFragment;
  now: number;
  candidates: Candidate[];
  mayChangeSettings: boolean;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [update] = useMutation(AdminUpdateReleaseDocument);
  const [publish] = useMutation(AdminPublishReleaseDocument);
  const [cancel] = useMutation(AdminCancelReleaseDocument);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'publish' | 'cancel' | null>(null);
  // The question replaces the buttons and back: focus follows, to its safe answer, then to the
  // button that asked (kept scheduled, or failed) or to the card's name (done), never to the page.
  const keep = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = { publish: useRef<HTMLButtonElement>(null), cancel: useRef<HTMLButtonElement>(null) };
  const focusAfter = useRef<'publish' | 'cancel' | 'heading' | null>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (focusAfter.current) (focusAfter.current === 'heading' ? heading : asked[focusAfter.current]).current?.focus();
    focusAfter.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable in what they point at
  }, [confirming]);
  // The server's status is as of the last read: the countdown passing its instant makes it public.
  const status = release.status === 'scheduled' && Date.parse(release.publishAt) <= now ? 'published' : release.status;
  const scheduled = status === 'scheduled';
  // Changes the server could not write at the instant (the item deleted since…): said on the card, each item says why.
  const notApplied = release.items.filter((item) => item.foldError).length;

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    const question = confirming;
    try {
      await work();
      notifySuccess(done);
      onChanged();
      if (question) focusAfter.current = 'heading';
    } catch (error) {
      notifyError(error, failed);
      focusAfter.current = question;
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const change = (input: ReleaseUpdateInput, done: string) => run(() => update({ variables: { id: release._id, input } }), done, `Could not change ${release.name}`);

  return (
    <Card.Root size="sm" data-testid="release" aria-label={release.name}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
            <Stack gap="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Heading size="md" as="h2" ref={heading} tabIndex={-1} outline="none">
                  {release.name}
                </Heading>
                <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" data-testid="release-status">
                  {STATUS_LABEL[status]}
                </Badge>
                {notApplied > 0 && (
                  <Badge colorPalette="orange" variant="subtle" data-testid="release-not-applied">
                    <LuTriangleAlert aria-hidden /> {notApplied === 1 ? '1 change not applied' : `${notApplied} changes not applied`}
                  </Badge>
                )}
              </HStack>
              <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
                {/* Icon and text together: on a phone the text wraps beside the icon, not under it. */}
                <HStack gap="2" align="flex-start">
                  <LuCalendarClock aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
                  <Text>
                    {scheduled ? 'Goes public' : status === 'published' ? 'Public since' : 'Was due'} {festivalMoment(release.publishAt)} (festival time)
                  </Text>
                </HStack>
                {scheduled && (
                  <Text fontWeight="semibold" color="fg" data-testid="release-countdown" fontVariantNumeric="tabular-nums">
                    {countdownText(release.publishAt, now)}
                  </Text>
                )}
              </HStack>
            </Stack>
            {scheduled && (
              <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Rename or reschedule ${release.name}`}>
                <LuPencil aria-hidden /> Edit
              </Button>
            )}
          </HStack>

          <ReleaseContents items={release.items} editable={scheduled} candidates={candidates} busy={busy} onChange={(items) => void change({ items: items.map(({ collection, _id }) => ({ collection, _id })) }, `${release.name}: contents saved`)} />
          <PendingImages pending={release.siteAssets} editable={scheduled} busy={busy} onChange={(input, done) => void change(input, `${release.name}: ${done}`)} />
          <PendingSettings key={JSON.stringify(release.siteAssets)} pending={release.siteAssets} editable={scheduled} mayChangeSettings={mayChangeSettings} busy={busy} onSave={(siteAssets) => void change({ siteAssets }, `${release.name}: settings saved`)} />

          {scheduled && (
            <>
              <Separator />
              {confirming ? (
                <HStack gap="2" flexWrap="wrap" role="group" aria-label="Confirm">
                  <Text fontSize="sm" fontWeight="semibold">
                    {confirming === 'publish' ? 'Make everything in it public now?' : 'Cancel this release? Its items stay drafts.'}
                  </Text>
                  <Button size="sm" colorPalette={confirming === 'publish' ? 'blood' : 'gray'} loading={busy}
                    onClick={() => void (confirming === 'publish'
                      ? run(() => publish({ variables: { id: release._id } }), `${release.name} is public`, `Could not publish ${release.name}`)
                      : run(() => cancel({ variables: { id: release._id } }), `${release.name} cancelled`, `Could not cancel ${release.name}`))}>
                    {confirming === 'publish' ? 'Yes, publish now' : 'Yes, cancel it'}
                  </Button>
                  <Button
                    ref={keep}
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      focusAfter.current = confirming;
                      setConfirming(null);
                    }}
                    disabled={busy}
                  >
                    Keep it scheduled
                  </Button>
                </HStack>
              ) : (
                <HStack gap="2" flexWrap="wrap" align="start">
                  <PreviewLink releaseId={release._id} />
                  <Button ref={asked.publish} size="sm" colorPalette="blood" onClick={() => setConfirming('publish')} disabled={busy}>
                    <LuRocket aria-hidden /> Publish now
                  </Button>
                  <Button ref={asked.cancel} size="sm" variant="outline" onClick={() => setConfirming('cancel')} disabled={busy}>
                    <LuX aria-hidden /> Cancel release
                  </Button>
                </HStack>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
