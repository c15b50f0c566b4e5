import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  AdminCreateBandDocument,
  AdminStagesDocument,
  AdminUpdateBandDocument,
  type AdminBandFragment,
  type BandInput,
} from '../../../gql/graphql';
import { SelectField, TextAreaField, TextField, submitErrors } from '../common/FormField';
import { errorCodes, errorMessage, fieldErrors } from '../../../shared/api/errors';
import { FormDialog } from '../common/FormDialog';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifyError, notifySuccess } from '../common/notify';
import { DEFAULT_ORDER, DEFAULT_PERFORMANCE_DAY, PERFORMANCE_DAYS, SOCIAL_FIELDS, type SocialKey } from './constants';
import { festivalInputToInstant, instantToFestivalInput } from './festivalTime';
import { SetTimeFields } from './SetTimeFields';

export type BandFormValues = {
  name: string;
  country: string;
  genre: string;
  biography: string;
  spotifyEmbed: string;
  performanceDay: string;
  order: string;
  stageId: string;
  /** 'YYYY-MM-DDTHH:mm' in festival time. */
  startsAt: string;
  endsAt: string;
} & Record<SocialKey, string>;

/** Spec §4: add mode is blank with the warmup day and order 999; edit mode is prefilled with the same defaults. */
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

/** Spec §5: name, country, biography required; order a number ≥ 1. */
export function validateBand(values: Partial<BandFormValues>) {
  const errors: Partial<Record<keyof BandFormValues, string>> = {};
  if (!values.name?.trim()) errors.name = 'Name is required';
  if (!values.country?.trim()) errors.country = 'Country is required';
  if (!values.biography?.trim()) errors.biography = 'Biography is required';
  const order = (values.order ?? '').toString().trim();
  if (order !== '') {
    const n = Number(order);
    if (!Number.isInteger(n)) errors.order = 'Order must be a whole number';
    else if (n < 1) errors.order = 'Order must be at least 1';
  }
  return errors;
}

export function toBandInput(values: BandFormValues, image: File | null, removeImage: boolean): BandInput {
  const order = values.order?.toString().trim();
  return {
    name: values.name.trim(),
    country: values.country.trim(),
    genre: values.genre?.trim() ?? '',
    biography: values.biography.trim(),
    spotifyEmbed: values.spotifyEmbed?.trim() ?? '',
    performanceDay: values.performanceDay || DEFAULT_PERFORMANCE_DAY,
    order: order ? Number(order) : DEFAULT_ORDER,
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(([key]) => [key, values[key]?.trim() ?? ''])),
    stageId: values.stageId || null,
    startsAt: festivalInputToInstant(values.startsAt),
    endsAt: festivalInputToInstant(values.endsAt),
    ...(image ? { image } : {}),
    ...(removeImage && !image ? { removeImage: true } : {}),
  };
}

export interface BandFormModalProps {
  open: boolean;
  band: AdminBandFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add New Band' / 'Edit Band' modal (spec §2 Admin Lineup, §4, §5). */
export function BandFormModal({ open, band, onClose, onSaved }: BandFormModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [createBand] = useMutation(AdminCreateBandDocument);
  const [updateBand] = useMutation(AdminUpdateBandDocument);
  const { data: stageData } = useQuery(AdminStagesDocument);

  const close = () => {
    setFile(null);
    setRemoveImage(false);
    onClose();
  };

  const onSubmit = async (values: BandFormValues) => {
    const input = toBandInput(values, file, removeImage);
    try {
      if (band) {
        await updateBand({ variables: { id: band._id, input } });
        notifySuccess('Band updated successfully');
      } else {
        await createBand({ variables: { input } });
        notifySuccess('Band added successfully');
      }
      setFile(null);
      setRemoveImage(false);
      onSaved();
    } catch (error) {
      notifyError(error, 'Failed to save band');
      // An overlap (CONFLICT) is about the set as a whole: shown in the form, above the buttons.
      if (errorCodes(error).includes('CONFLICT')) return { [FORM_ERROR]: errorMessage(error) };
      return submitErrors(fieldErrors(error));
    }
    return undefined;
  };

  return (
    <Form<BandFormValues>
      key={`${band?._id ?? 'new'}-${open}`}
      onSubmit={onSubmit}
      initialValues={bandFormInitialValues(band)}
      validate={validateBand}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <FormDialog
          open={open}
          onClose={close}
          title={band ? 'Edit Band' : 'Add New Band'}
          submitLabel={band ? 'Update Band' : 'Add Band'}
          submitting={submitting}
          onSubmit={handleSubmit}
        >
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label="Name" required />
              <TextField name="country" label="Country" required />
              <TextField name="genre" label="Genre" />
              <SelectField name="performanceDay" label="Performance Day" options={PERFORMANCE_DAYS} />
              <TextField
                name="order"
                label="Order"
                type="number"
                min={1}
                step={1}
                helperText="Lower numbers appear first within each day. Default is 999."
              />
              <TextField name="spotifyEmbed" label="Spotify Embed URL" type="url" placeholder="https://open.spotify.com/embed/artist/..." />
            </SimpleGrid>
            <SetTimeFields stages={stageData?.stages ?? []} formError={dirtySinceLastSubmit ? undefined : (submitError as string | undefined)} />
            <TextAreaField name="biography" label="Biography" required rows={5} />
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Band Image
              </Text>
              <ImageDropzone
                label="Band image"
                file={file}
                onFileChange={setFile}
                currentImage={band && !removeImage ? band.image : null}
                onRemoveCurrent={() => setRemoveImage(true)}
                maxSizeMb={5}
              />
            </Box>
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Social Links
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {SOCIAL_FIELDS.map(([key, label]) => (
                  <TextField key={key} name={key} label={label} type="url" placeholder="https://" />
                ))}
              </SimpleGrid>
            </Box>
          </Stack>
        </FormDialog>
      )}
    />
  );
}
