import { useEffect, useRef, type ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useField } from 'react-final-form';
import { LuMusic } from 'react-icons/lu';
import { bandFieldsSchema, bandInputSchema, DEFAULT_PERFORMANCE_DAY } from '@domain/bands';
import { dayOfSet } from '@domain/festivalTime';
import { DEFAULT_FESTIVAL_DAYS } from '@domain/festivals';
import {
  AdminFestivalDaysDocument,
  AdminStagesDocument,
  type AdminBandFragment,
  type AdminStageFragment as Stage,
  type BandInput,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { CollectionAdmin } from '../common/CollectionAdmin';
import { festivalClock, festivalInputToInstant } from '../common/festivalTime';
import { SelectField, TextAreaField, TextField } from '../common/FormField';
import type { FormValuesOf } from '../common/formValues';
import type { CollectionFormSpec } from '../common/collectionForm';
import { formLayout } from '../common/formLayout';
import { SOCIAL_FIELDS, type SocialKey } from './constants';
import { SetTimeFields } from './SetTimeFields';
import { StagesCard } from './StagesCard';

/**
 * Every band input field as text (set times as 'YYYY-MM-DDTHH:mm' in festival time); the social
 * links are edited as one flat field per network.
 */
export type BandFormValues = FormValuesOf<typeof bandInputSchema, 'socialLinks'> & Record<SocialKey, string>;

/**
 * What the band form says beyond its definition (collectionForm.tsx): add mode starts on the
 * warmup day; the day is sent only without a set time (with one the server decides it, and a day
 * that disagrees would be refused); the social links are one flat field per network; no stage is
 * sent as null.
 */
export function bandFormInitialValues(band: AdminBandFragment | null): Partial<BandFormValues> {
  return {
    performanceDay: band?.performanceDay || DEFAULT_PERFORMANCE_DAY,
    ...(Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, band?.socialLinks[key] ?? ''])) as Record<SocialKey, string>),
  };
}

/**
 * The shared band rules for the fields the form checks before sending. Links (Spotify, socials)
 * are left to the server on purpose: its refusal shows as an 'Invalid input' toast and inline.
 */
const bandFormSchema = bandFieldsSchema.pick({ name: true, country: true, biography: true, order: true });
export const validateBand = formValidator<BandFormValues>(bandFormSchema);

export function toBandInput(values: BandFormValues): Partial<BandInput> {
  return {
    performanceDay: values.startsAt ? null : values.performanceDay || DEFAULT_PERFORMANCE_DAY,
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, values[key]?.trim() ?? ''])),
    stageId: values.stageId || null,
  };
}

/** The band form's order and groups: the short fields two by two, the set time, the biography, the image, the links. */
const bandLayout = formLayout<BandFormValues>()([
  { fields: ['name', 'country', 'genre', 'performanceDay', 'order', 'spotifyEmbed'], columns: 2 },
  'stageId',
  // The set-time group (stageId's control) holds both times.
  { hidden: ['startsAt', 'endsAt'] },
  'biography',
  'file',
  { heading: 'Social Links', fields: SOCIAL_FIELDS.map(([key]) => key), columns: 2 },
]);

/** The band form (its fields need the stages, for the set time's stage). */
export function bandForm(stages: readonly Stage[]): CollectionFormSpec<AdminBandFragment, BandFormValues, BandInput> {
  return {
    initialValues: bandFormInitialValues,
    validate: validateBand,
    toInput: toBandInput,
    fields: {
      performanceDay: <PerformanceDayField />,
      order: <TextField name="order" label="Order" type="number" min={1} step={1} helperText="Lower numbers appear first within each day. Default is 999." />,
      spotifyEmbed: <TextField name="spotifyEmbed" label="Spotify Embed URL" type="url" placeholder="https://open.spotify.com/embed/artist/..." />,
      stageId: <SetTimeFields stages={stages} />,
      biography: <TextAreaField name="biography" label="Biography" required rows={5} />,
      ...(Object.fromEntries(SOCIAL_FIELDS.map(([key, label]) => [key, <TextField key={key} name={key} label={label} type="url" placeholder="https://" />])) as Record<SocialKey, ReactNode>),
    },
    layout: bandLayout,
    image: { heading: 'Band Image', label: 'Band image' },
  };
}

/**
 * The day is chosen only for a band without a set time: with one, it shows the festival day the
 * set falls on as it is typed (the server's rule, domain/festivalTime.ts), which is what is saved.
 */
function PerformanceDayField() {
  const { input: startsAt } = useField<string>('startsAt', { subscription: { value: true } });
  const { input: day } = useField<string>('performanceDay', { subscription: { value: true } });
  const { data } = useQuery(AdminFestivalDaysDocument);
  const days = data?.activeFestival?.days ?? DEFAULT_FESTIVAL_DAYS;
  const instant = festivalInputToInstant(startsAt.value);
  const setDay = instant ? dayOfSet(days, new Date(instant))?.label : undefined;
  const followed = useRef(day.onChange);
  followed.current = day.onChange;
  useEffect(() => {
    if (setDay) followed.current(setDay);
  }, [setDay]);
  return (
    <SelectField
      name="performanceDay"
      label="Performance Day"
      options={days.map((d) => d.label)}
      disabled={Boolean(startsAt.value)}
      helperText={startsAt.value ? (setDay ? 'Follows the set time.' : "The set time is not on one of the festival's days.") : undefined}
    />
  );
}

/** /admin/lineup: 'Lineup Management', the Stages card, the band cards, add / edit / delete (no confirmation). */
export function LineupAdmin() {
  const { data: stageData } = useQuery(AdminStagesDocument);
  const stages = stageData?.stages ?? [];
  const stageName = (id: string | null | undefined) => stages.find((s) => s._id === id)?.name ?? null;
  const { data: festivalData } = useQuery(AdminFestivalDaysDocument);
  const days = festivalData?.activeFestival?.days ?? DEFAULT_FESTIVAL_DAYS;

  return (
    <CollectionAdmin
      collection="bands"
      description="Add, edit and remove the bands playing the festival."
      texts={{
        loadFailed: 'Failed to load lineup',
        saved: { added: 'Band added successfully', updated: 'Band updated successfully', failed: 'Failed to save band' },
      }}
      list={{
        gridColumns: { base: 1, sm: 2, xl: 3, '2xl': 4 },
        above: <StagesCard />,
        // The list is in running order (day, then order); a day or a stage narrows it (#37).
        filters: [
          { name: 'performanceDay', label: 'Day', allLabel: 'All days', options: days.map((d) => ({ value: d.label, label: d.label })) },
          { name: 'stageId', label: 'Stage', allLabel: 'All stages', options: stages.map((s) => ({ value: s._id, label: s.name })) },
        ],
        picture: { ratio: 4 / 3, icon: <LuMusic size={40} aria-hidden />, emptyLabel: 'No image' },
        body: (band) => (
          <>
            <Text color="fg.muted">{band.genre || 'No genre specified'}</Text>
            <Text fontSize="sm">{band.country}</Text>
            <HStack gap="2" flexWrap="wrap" mt="2">
              <Badge variant="subtle" colorPalette="blood">
                {band.performanceDay}
              </Badge>
              <Badge variant="outline">Order: {band.order}</Badge>
              {band.stageId && (
                <Badge variant="subtle" data-testid="set-time">
                  {stageName(band.stageId) ?? 'Stage'}
                  {band.startsAt && band.endsAt ? ` · ${festivalClock(band.startsAt)}–${festivalClock(band.endsAt)}` : ''}
                </Badge>
              )}
            </HStack>
          </>
        ),
      }}
      form={bandForm(stages)}
    />
  );
}
