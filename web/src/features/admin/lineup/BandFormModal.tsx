import type { ReactNode } from 'react';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { bandFieldsSchema, bandInputSchema, DEFAULT_ORDER, DEFAULT_PERFORMANCE_DAY, PERFORMANCE_DAYS } from '@domain/bands';
import { useField } from 'react-final-form';
import {
  AdminCreateBandDocument,
  AdminFestivalDaysDocument,
  AdminStagesDocument,
  AdminUpdateBandDocument,
  type AdminBandFragment,
  type BandInput,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { EntityFormDialog } from '../common/EntityFormDialog';
import { withVersion } from '../common/versions';
import { SelectField, TextAreaField, TextField } from '../common/FormField';
import { SOCIAL_FIELDS, type SocialKey } from './constants';
import { festivalInputToInstant, instantToFestivalInput } from '../common/festivalTime';
import { SetTimeFields } from './SetTimeFields';
import type { FieldsOf, FormValuesOf, SubmittedInput } from '../common/formValues';

/**
 * Every band input field as text (set times as 'YYYY-MM-DDTHH:mm' in festival time); the social
 * links are edited as one flat field per network.
 */
export type BandFormValues = FormValuesOf<typeof bandInputSchema, 'socialLinks'> & Record<SocialKey, string>;

/** Add mode is blank with the warmup day and order 999; edit mode is prefilled with the same defaults. */
export function bandFormInitialValues(band: AdminBandFragment | null): BandFormValues {
  return {
    name: band?.name ?? '',
    country: band?.country ?? '',
    genre: band?.genre ?? '',
    biography: band?.biography ?? '',
    spotifyEmbed: band?.spotifyEmbed ?? '',
    performanceDay: band?.performanceDay || DEFAULT_PERFORMANCE_DAY,
    order: String(band?.order ?? DEFAULT_ORDER),
    stageId: band?.stageId ?? '',
    startsAt: instantToFestivalInput(band?.startsAt),
    endsAt: instantToFestivalInput(band?.endsAt),
    facebook: band?.socialLinks.facebook ?? '',
    instagram: band?.socialLinks.instagram ?? '',
    youtube: band?.socialLinks.youtube ?? '',
    tiktok: band?.socialLinks.tiktok ?? '',
    bandcamp: band?.socialLinks.bandcamp ?? '',
    website: band?.socialLinks.website ?? '',
  };
}

/**
 * The shared band rules for the fields the form checks before sending. Links (Spotify, socials)
 * are left to the server on purpose: its refusal shows as an 'Invalid input' toast and inline.
 */
const bandFormSchema = bandFieldsSchema.pick({ name: true, country: true, biography: true, order: true });
export const validateBand = formValidator<BandFormValues>(bandFormSchema);

export function toBandInput(values: BandFormValues, image: File | null, removeImage: boolean): BandInput {
  const order = values.order?.toString().trim();
  const fields = {
    name: values.name.trim(),
    country: values.country.trim(),
    genre: values.genre?.trim() ?? '',
    biography: values.biography.trim(),
    spotifyEmbed: values.spotifyEmbed?.trim() ?? '',
    // With a set time the server decides the day from it (a day sent that disagrees would be refused).
    performanceDay: values.startsAt ? null : values.performanceDay || DEFAULT_PERFORMANCE_DAY,
    order: order ? Number(order) : DEFAULT_ORDER,
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, values[key]?.trim() ?? ''])),
    stageId: values.stageId || null,
    startsAt: festivalInputToInstant(values.startsAt),
    endsAt: festivalInputToInstant(values.endsAt),
  } satisfies SubmittedInput<BandFormValues, BandInput> & Pick<BandInput, 'socialLinks'>;
  return {
    ...fields,
    ...(image ? { image } : {}),
    ...(removeImage && !image ? { removeImage: true } : {}),
  };
}

/** The day is chosen only for a band without a set time: with one, it follows from the set. */
function PerformanceDayField() {
  const { input: startsAt } = useField<string>('startsAt', { subscription: { value: true } });
  const { data } = useQuery(AdminFestivalDaysDocument);
  const days = data?.activeFestival?.days.map((d) => d.label) ?? PERFORMANCE_DAYS;
  const scheduled = Boolean(startsAt.value);
  return (
    <SelectField
      name="performanceDay"
      label="Performance Day"
      options={days}
      disabled={scheduled}
      helperText={scheduled ? 'Follows the set time when saved.' : undefined}
    />
  );
}

export interface BandFormModalProps {
  open: boolean;
  band: AdminBandFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add New Band' / 'Edit Band' modal (on the admin lineup screen). */
export function BandFormModal({ open, band, onClose, onSaved }: BandFormModalProps) {
  const [createBand] = useMutation(AdminCreateBandDocument);
  const [updateBand] = useMutation(AdminUpdateBandDocument);
  const { data: stageData } = useQuery(AdminStagesDocument);

  return (
    <EntityFormDialog<AdminBandFragment, BandFormValues>
      open={open}
      item={band}
      onClose={onClose}
      onSaved={onSaved}
      title={{ add: 'Add New Band', edit: 'Edit Band' }}
      submitLabel={{ add: 'Add Band', edit: 'Update Band' }}
      messages={{ added: 'Band added successfully', updated: 'Band updated successfully', failed: 'Failed to save band' }}
      initialValues={bandFormInitialValues}
      validate={validateBand}
      save={(values, item, image) => {
        const input = toBandInput(values, image.file, image.remove);
        return item ? updateBand({ variables: { id: item._id, input: withVersion(input, item.updatedAt) } }) : createBand({ variables: { input } });
      }}
      image={{ heading: 'Band Image', label: 'Band image', current: (item) => item.image }}
    >
      {(imageField, { formError }) => {
        const fields: FieldsOf<BandFormValues> = {
          name: <TextField name="name" label="Name" required />,
          country: <TextField name="country" label="Country" required />,
          genre: <TextField name="genre" label="Genre" />,
          performanceDay: <PerformanceDayField />,
          order: (
            <TextField name="order" label="Order" type="number" min={1} step={1} helperText="Lower numbers appear first within each day. Default is 999." />
          ),
          spotifyEmbed: <TextField name="spotifyEmbed" label="Spotify Embed URL" type="url" placeholder="https://open.spotify.com/embed/artist/..." />,
          // The stage and both times are one group.
          stageId: <SetTimeFields stages={stageData?.stages ?? []} formError={formError} />,
          startsAt: null,
          endsAt: null,
          biography: <TextAreaField name="biography" label="Biography" required rows={5} />,
          ...(Object.fromEntries(
            SOCIAL_FIELDS.map(([key, label]) => [key, <TextField key={key} name={key} label={label} type="url" placeholder="https://" />]),
          ) as Record<SocialKey, ReactNode>),
        };
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {fields.name}
              {fields.country}
              {fields.genre}
              {fields.performanceDay}
              {fields.order}
              {fields.spotifyEmbed}
            </SimpleGrid>
            {fields.stageId}
            {fields.biography}
            {imageField}
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Social Links
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {SOCIAL_FIELDS.map(([key]) => fields[key])}
              </SimpleGrid>
            </Box>
          </Stack>
        );
      }}
    </EntityFormDialog>
  );
}
