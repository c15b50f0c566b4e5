import { Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RELEASE_IMAGE_FIELDS, type ReleaseImageField } from '@domain/releases';
import { ImageDropzone } from '../common/ImageDropzone';
import type { ReleaseUpdateInput } from '../gql/graphql';

const LABELS: Record<ReleaseImageField, string> = { heroImage: 'Hero image at the instant', mobileHeroImage: 'Mobile hero image at the instant' };
/** The settings' own limit for the hero images (domain/siteAssets.ts). */
const MAX_MB = 10;

/**
 * The home page's hero images a release changes at its instant (#35 items 2, 3): a chosen image is
 * uploaded into the release at once (its file is kept until the instant; replacing or removing it
 * deletes it). Page content: an editor's too. Read-only once the release is no longer scheduled.
 */
export function PendingImages({ pending, editable, busy, onChange }: {
  pending: Record<string, unknown> | null | undefined;
  editable: boolean;
  busy: boolean;
  onChange: (input: ReleaseUpdateInput, done: string) => void;
}) {
  const pathOf = (field: ReleaseImageField) => (typeof pending?.[field] === 'string' ? (pending[field] as string) : null);
  if (!editable) {
    const shown = RELEASE_IMAGE_FIELDS.filter((field) => pathOf(field));
    if (!shown.length) return null;
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {shown.map((field) => (
          <Stack key={field} gap="1">
            <Text fontSize="sm">{LABELS[field]}</Text>
            <Image src={pathOf(field)!} alt={LABELS[field]} maxH="8rem" objectFit="cover" rounded="md" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {RELEASE_IMAGE_FIELDS.map((field) => (
        <Stack key={field} gap="1">
        <Text fontSize="sm" fontWeight="medium" aria-hidden>
          {LABELS[field]}
        </Text>
        <ImageDropzone
          label={LABELS[field]}
          file={null}
          currentImage={pathOf(field)}
          maxSizeMb={MAX_MB}
          previewRatio={16 / 9}
          disabled={busy}
          onFileChange={(file) => {
            if (file) onChange({ [field]: file }, `${LABELS[field]} saved in the release`);
          }}
          onRemoveCurrent={() => onChange({ clearImages: [field] }, `${LABELS[field]} taken out of the release`)}
        />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
