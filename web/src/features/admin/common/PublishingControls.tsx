import { Badge, SimpleGrid } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';
import { FESTIVAL_TIME_ZONE } from '@domain/festivalTime';
import type { PublishStatus } from '@domain/drafts';
import { SelectField, TextField } from './FormField';
import { festivalInputToInstant, instantToFestivalInput } from './festivalTime';

/**
 * Drafts and scheduled publishing (#35) in every screen of a collection with `drafts`: a badge on
 * each card and the choice in the form (Publish now / Save as draft / Schedule, festival time).
 * The form holds them under names of their own, beside the screen's values (not the input's).
 */
export type PublishChoice = 'now' | 'draft' | 'schedule' | 'release';
export interface PublishingValues {
  publishChoice: PublishChoice;
  publishWhen: string;
  /** With 'release': the scheduled release the change goes into (public at its instant, #35). */
  releaseId?: string;
}
/** A scheduled release a published item's change may go into. */
export interface ReleaseChoice {
  _id: string;
  name: string;
  publishAt: string;
}
interface Publishable {
  status?: PublishStatus | null;
  publishAt?: string | null;
}

const parts = (iso: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: FESTIVAL_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );

/** 'Fri 26 Sep 20:00' in festival time. */
export function festivalMoment(iso: string): string {
  const p = parts(iso);
  return `${p.weekday} ${p.day} ${p.month} ${p.hour}:${p.minute}`;
}

const isFuture = (iso: string | null | undefined, now: number) => Boolean(iso && Date.parse(iso) > now);

/** Draft, "Scheduled · Fri 26 Sep 20:00" or Published, as the item stands now. */
export function PublishBadge({ item, now = Date.now() }: { item: Publishable; now?: number }) {
  if (item.status === 'draft') return <Badge colorPalette="gray" variant="solid" data-testid="publish-status">Draft</Badge>;
  if (isFuture(item.publishAt, now)) {
    return <Badge colorPalette="orange" variant="solid" data-testid="publish-status">Scheduled · {festivalMoment(item.publishAt!)}</Badge>;
  }
  return <Badge colorPalette="green" variant="subtle" data-testid="publish-status">Published</Badge>;
}

/** The form's starting choice for an item (a new one is published at once, as before drafts). */
export function publishingValuesOf(item: Publishable | null, now = Date.now()): PublishingValues {
  const choice: PublishChoice = item?.status === 'draft' ? 'draft' : isFuture(item?.publishAt, now) ? 'schedule' : 'now';
  return { publishChoice: choice, publishWhen: choice === 'schedule' ? instantToFestivalInput(item?.publishAt) : '' };
}

/** What the choice sends: `status` and `publishAt` (a time only when scheduling). */
export function publishingInput({ publishChoice, publishWhen }: PublishingValues): { status: PublishStatus; publishAt: string | null } {
  if (publishChoice === 'draft') return { status: 'draft', publishAt: null };
  return { status: 'published', publishAt: publishChoice === 'schedule' ? festivalInputToInstant(publishWhen) : null };
}

/** Public now: published, with no instant to come (its changes may go into a release instead of being saved). */
export const isPublic = (item: Publishable | null, now = Date.now()) => Boolean(item && item.status !== 'draft' && !isFuture(item.publishAt, now));

/** The choice's own refusal: a schedule needs a time to come, a release choice a release. */
export function publishingErrors({ publishChoice, publishWhen, releaseId }: Partial<PublishingValues>, now = Date.now()): Record<string, string> {
  if (publishChoice === 'release') return releaseId ? {} : { releaseId: 'Pick the release' };
  if (publishChoice !== 'schedule') return {};
  const at = festivalInputToInstant(publishWhen);
  if (!at) return { publishWhen: 'Pick the date and time it goes public' };
  return Date.parse(at) <= now ? { publishWhen: 'Pick a time in the future, or Publish now' } : {};
}

/** The submit button's words for the choice: the screen's own for Publish now. */
export const submitLabelFor = (choice: PublishChoice | undefined, publishLabel: string) =>
  choice === 'draft' ? 'Save as draft' : choice === 'schedule' ? 'Schedule' : choice === 'release' ? 'Save into release' : publishLabel;

const CHOICES = [
  { value: 'now', label: 'Publish now' },
  { value: 'draft', label: 'Save as draft (staff only)' },
  { value: 'schedule', label: 'Schedule' },
];

/**
 * The publishing fields of the add/edit dialog. Editing a public item with releases scheduled, a
 * fourth choice: Save into release… (the changes go public at the release's instant, with the rest).
 */
export function PublishingFields({ releases = [] }: { releases?: readonly ReleaseChoice[] }) {
  const { values } = useFormState<Partial<PublishingValues>>({ subscription: { values: true } });
  const choices = releases.length ? [...CHOICES, { value: 'release', label: 'Save into release…' }] : CHOICES;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4" pt="4" borderTopWidth="1px" borderColor="border" data-testid="publishing-fields">
      <SelectField name="publishChoice" label="Publishing" options={choices} />
      {values.publishChoice === 'schedule' && (
        <TextField name="publishWhen" label="Goes public at (festival time, Europe/Bucharest)" type="datetime-local" required />
      )}
      {values.publishChoice === 'release' && (
        <SelectField
          name="releaseId"
          label="Release (the changes go public at its instant)"
          emptyOption="Pick a release…"
          required
          options={releases.map((r) => ({ value: r._id, label: `${r.name} · ${festivalMoment(r.publishAt)}` }))}
        />
      )}
    </SimpleGrid>
  );
}
