import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { siteAssetsInputSchema } from '@domain/siteAssets';
import { useEffect, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { LuSave } from 'react-icons/lu';
import { SiteAssetsDocument, AdminUpdateSiteAssetsDocument, type SiteAssetsInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { toaster } from '../../../shared/ui/toaster';
import { TextField } from '../common/FormField';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { festivalInputToInstant, formatFestivalNow, instantToFestivalInput } from '../common/festivalTime';
import { HeroTextPreview } from './HeroTextPreview';
import { FormUnsavedChangesGuard } from '../common/unsavedChanges';
import { SectionCard } from '../common/SectionCard';

export const HERO_MAX_MB = 10;

interface HomeValues {
  heroImage: File | null;
  mobileHeroImage: File | null;
  /** The countdown as Romanian time ('YYYY-MM-DDTHH:mm'), starting from the saved one. */
  countdown: string;
}

/** What Save sends: new images, and the countdown only when it differs from the saved one. */
function toInput(values: Partial<HomeValues>, savedCountdown: string): SiteAssetsInput {
  const input: SiteAssetsInput = {};
  if (values.heroImage) input.heroImage = values.heroImage;
  if (values.mobileHeroImage) input.mobileHeroImage = values.mobileHeroImage;
  if (values.countdown && values.countdown !== savedCountdown) input.countdownDate = festivalInputToInstant(values.countdown) ?? values.countdown;
  return input;
}

const validateAssets = formValidator<SiteAssetsInput>(siteAssetsInputSchema);

function RomanianClock() {
  const [now, setNow] = useState(() => formatFestivalNow());
  useEffect(() => {
    const id = window.setInterval(() => setNow(formatFestivalNow()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <>
      Current Romanian time: <Text as="span" fontWeight="semibold" data-testid="romanian-now">{now}</Text>
    </>
  );
}

function ImageField({ name, label, current, previewRatio }: { name: 'heroImage' | 'mobileHeroImage'; label: string; current?: string | null; previewRatio?: number }) {
  return (
    <Field<File | null> name={name}>
      {({ input }) => (
        <ImageDropzone label={label} file={input.value || null} onFileChange={input.onChange} currentImage={current} maxSizeMb={HERO_MAX_MB} previewRatio={previewRatio} />
      )}
    </Field>
  );
}

/** Home Page tab: hero images (≤ 10 MB) and the countdown in Romanian time, saved; the hero texts as the public site shows them. */
export function HomeContentTab() {
  const { data, refetch } = useQuery(SiteAssetsDocument, { fetchPolicy: 'cache-and-network' });
  const [updateAssets] = useMutation(AdminUpdateSiteAssetsDocument);
  const assets = data?.siteAssets;
  const savedCountdown = instantToFestivalInput(assets?.countdownDate);
  const initialValues = useMemo<HomeValues>(() => ({ heroImage: null, mobileHeroImage: null, countdown: savedCountdown }), [savedCountdown]);

  // The countdown's error (an unreadable date) belongs to the countdown input.
  const validate = (values: Partial<HomeValues>) => {
    const { countdownDate } = validateAssets(toInput(values, savedCountdown));
    return countdownDate ? { countdown: countdownDate } : {};
  };

  const onSave = async (values: HomeValues, form: { change: (name: keyof HomeValues, value: null) => void }) => {
    const input = toInput(values, savedCountdown);
    if (Object.keys(input).length === 0) {
      toaster.create({ title: 'No Changes', description: 'No new images or countdown date to save.', type: 'info' });
      return;
    }
    try {
      await updateAssets({ variables: { input: withVersion(input, data?.siteAssets.updatedAt) }, refetchQueries: [SiteAssetsDocument] });
      notifySuccess('Site assets updated successfully');
      form.change('heroImage', null);
      form.change('mobileHeroImage', null);
    } catch (error) {
      await handleSaveError(error, 'Failed to save page content', refetch);
    }
  };

  return (
    <Form<HomeValues>
      onSubmit={onSave}
      initialValues={initialValues}
      // A refetched countdown must not wipe what the admin is typing elsewhere.
      keepDirtyOnReinitialize
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormUnsavedChangesGuard />
          <Stack gap="6">
            <SectionCard title="Hero Images">
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                <Box>
                  <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                    Desktop Hero Image
                  </Text>
                  <ImageField name="heroImage" label="Desktop hero image" current={assets?.heroImage} />
                </Box>
                <Box>
                  <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                    Mobile Hero Image
                  </Text>
                  <ImageField name="mobileHeroImage" label="Mobile hero image" current={assets?.mobileHeroImage} previewRatio={9 / 16} />
                </Box>
              </SimpleGrid>
            </SectionCard>

            <SectionCard title="Countdown">
              <TextField name="countdown" label="Countdown Target Date & Time (Romanian time, Europe/Bucharest)" type="datetime-local" maxW="sm" helperText={<RomanianClock />} />
            </SectionCard>

            <HeroTextPreview />

            <Box>
              <Button type="submit" colorPalette="blood" loading={submitting}>
                <LuSave aria-hidden /> Save Changes
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
