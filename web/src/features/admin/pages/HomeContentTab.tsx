import { Box, Button, Card, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { SiteAssetsDocument, AdminUpdateSiteAssetsDocument, type SiteAssetsInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/ui/toaster';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { formatRomanianNow, instantToRomanianInput, romanianInputToInstant } from './romanianTime';

/** Home editor defaults (placeholders for a June 2024 festival in Bucharest). */
export const HOME_DEFAULTS = {
  heroTitle: 'METAL GATES FESTIVAL 2024',
  heroSubtitle: 'June 2024 • Bucharest, Romania',
  heroDescription:
    'Three days of crushing riffs, thunderous drums and the loudest crowd in Bucharest. Join us this June for the heaviest edition of Metal Gates yet.',
};

export const HERO_MAX_MB = 10;

function useRomanianClock() {
  const [now, setNow] = useState(() => formatRomanianNow());
  useEffect(() => {
    const id = window.setInterval(() => setNow(formatRomanianNow()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** Home Page tab: hero images (≤ 10 MB), countdown in Romanian time, hero texts. Only images and countdown are saved. */
export function HomeContentTab() {
  const { data, refetch } = useQuery(SiteAssetsDocument, { fetchPolicy: 'cache-and-network' });
  const [updateAssets, { loading: saving }] = useMutation(AdminUpdateSiteAssetsDocument);
  const assets = data?.siteAssets;
  const savedCountdown = instantToRomanianInput(assets?.countdownDate);

  const [heroFile, setHeroFile] = useState<File | null>(null);
  const [mobileFile, setMobileFile] = useState<File | null>(null);
  const [countdown, setCountdown] = useState<string | null>(null);
  const [heroTitle, setHeroTitle] = useState(HOME_DEFAULTS.heroTitle);
  const [heroSubtitle, setHeroSubtitle] = useState(HOME_DEFAULTS.heroSubtitle);
  const [heroDescription, setHeroDescription] = useState(HOME_DEFAULTS.heroDescription);
  const romanianNow = useRomanianClock();

  // The input shows the saved countdown until the admin edits it.
  const countdownValue = countdown ?? savedCountdown;

  const onSave = async () => {
    const countdownChanged = countdown !== null && countdown !== '' && countdown !== savedCountdown;
    if (!heroFile && !mobileFile && !countdownChanged) {
      toaster.create({ title: 'No Changes', description: 'No new images or countdown date to save.', type: 'info' });
      return;
    }
    const input: SiteAssetsInput = {};
    if (heroFile) input.heroImage = heroFile;
    if (mobileFile) input.mobileHeroImage = mobileFile;
    if (countdownChanged) {
      const instant = romanianInputToInstant(countdown);
      if (!instant) {
        toaster.create({ title: 'Error', description: 'Invalid countdown date.', type: 'error' });
        return;
      }
      input.countdownDate = instant;
    }
    try {
      await updateAssets({ variables: { input: withVersion(input, assets?.updatedAt) }, refetchQueries: [SiteAssetsDocument] });
      notifySuccess('Site assets updated successfully');
      setHeroFile(null);
      setMobileFile(null);
      setCountdown(null);
    } catch (error) {
      await handleSaveError(error, 'Failed to save page content', refetch);
    }
  };

  return (
    <Stack gap="6">
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header>
          <Card.Title>Hero Images</Card.Title>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Desktop Hero Image
              </Text>
              <ImageDropzone label="Desktop hero image" file={heroFile} onFileChange={setHeroFile} currentImage={assets?.heroImage} maxSizeMb={HERO_MAX_MB} />
            </Box>
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Mobile Hero Image
              </Text>
              <ImageDropzone
                label="Mobile hero image"
                file={mobileFile}
                onFileChange={setMobileFile}
                currentImage={assets?.mobileHeroImage}
                maxSizeMb={HERO_MAX_MB}
                previewRatio={9 / 16}
              />
            </Box>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header>
          <Card.Title>Countdown</Card.Title>
        </Card.Header>
        <Card.Body>
          <Field.Root>
            <Field.Label>Countdown Target Date &amp; Time (Romanian time, GMT+3)</Field.Label>
            <Input type="datetime-local" value={countdownValue} onChange={(e) => setCountdown(e.target.value)} maxW="sm" />
            <Field.HelperText>
              Current Romanian time: <Text as="span" fontWeight="semibold" data-testid="romanian-now">{romanianNow}</Text>
            </Field.HelperText>
          </Field.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header>
          <Card.Title>Hero Text</Card.Title>
          <Card.Description>Hero texts are shown here for editing reference; only the images and the countdown are saved.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>Hero Title</Field.Label>
              <Textarea rows={2} value={heroTitle} onChange={(e) => setHeroTitle(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Hero Subtitle</Field.Label>
              <Textarea rows={2} value={heroSubtitle} onChange={(e) => setHeroSubtitle(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Hero Description</Field.Label>
              <Textarea rows={4} value={heroDescription} onChange={(e) => setHeroDescription(e.target.value)} />
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Box>
        <Button colorPalette="blood" onClick={onSave} loading={saving}>
          <LuSave aria-hidden /> Save Changes
        </Button>
      </Box>
    </Stack>
  );
}
