import { Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { SiteAssetsDocument, AdminUpdateSiteAssetsDocument, type SiteAssetsFieldsFragment, type SiteAssetsInput, type SiteImageField } from '../gql/graphql';
import { TextAreaField, TextField } from '../common/FormField';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { useAssetsVersion } from './assetsVersion';
import { AssetsForm } from './AssetsForm';
import { editableSeoKeys, seoKeyLabel } from './seoKeys';
import { SectionCard } from '../common/SectionCard';

export type Assets = SiteAssetsFieldsFragment | null | undefined;

interface EmailRow {
  key: string;
  purpose: string;
  email: string;
}
let emailKey = 0;

interface GeneralValues {
  bannerText: string;
  copyright: string;
  contactEmails: EmailRow[];
}

/** General: banner text, contact emails (purpose + address, removable), copyright. */
const generalValues = (assets: Assets): GeneralValues => ({
  bannerText: assets?.bannerText ?? '',
  copyright: assets?.copyright ?? '',
  contactEmails: (assets?.contactEmails ?? []).map((e) => ({ key: `email-${++emailKey}`, purpose: e.purpose, email: e.email })),
});

/** In Romanian (`english` given, #36): the banner, copyright and purposes translated; the addresses and the list are English's. */
export function GeneralTab({ assets, english }: { assets: Assets; english?: Assets }) {
  return (
    <AssetsForm<GeneralValues>
      section="General"
      saveLabel="Save General Settings"
      assets={assets}
      english={english}
      fromAssets={generalValues}
      toInput={(v) => ({
        bannerText: v.bannerText ?? '',
        copyright: v.copyright ?? '',
        contactEmails: (v.contactEmails ?? []).map(({ purpose, email }) => ({ purpose: (purpose ?? '').trim(), email: (email ?? '').trim() })),
      })}
      maxW="3xl"
      gap="5"
    >
      {(form, { text, shared, romanian }) => {
        const rows = form.getState().values.contactEmails ?? [];
        const setRows = (next: EmailRow[]) => form.change('contactEmails', next);
        return (
          <>
            {text(<TextAreaField name="bannerText" label="Banner Text" rows={2} helperText="The line shown above the header on every public page." />, 'bannerText')}
            <Stack gap="3">
              <Text as="h3" fontSize="sm" fontWeight="medium">
                Contact Emails
              </Text>
              {rows.length === 0 && <Text color="fg.muted">No contact emails yet.</Text>}
              {rows.map((row, i) => (
                <HStack
                  key={row.key}
                  align="flex-end"
                  gap="3"
                  flexWrap={{ base: 'wrap', md: 'nowrap' }}
                  borderWidth={{ base: '1px', md: '0' }}
                  borderColor="border"
                  rounded="md"
                  p={{ base: '3', md: '0' }}
                  data-testid="contact-email-row"
                >
                  <Box flex="1" minW="180px">
                    {text(<TextField name={`contactEmails[${i}].purpose`} label="Purpose" placeholder="General inquiries" />, `contactEmails[${i}].purpose`)}
                  </Box>
                  <Box flex="1" minW="180px" alignSelf={romanian ? 'flex-start' : undefined}>
                    {shared(<TextField name={`contactEmails[${i}].email`} label="Email Address" type="email" placeholder="info@example.com" />)}
                  </Box>
                  {!romanian && (
                    <IconButton aria-label={`Remove contact email ${i + 1}`} variant="ghost" colorPalette="red" onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
                      <LuTrash2 />
                    </IconButton>
                  )}
                </HStack>
              ))}
              {!romanian && (
                <Box>
                  <Button variant="outline" size="sm" onClick={() => setRows([...rows, { key: `email-${++emailKey}`, purpose: '', email: '' }])}>
                    <LuPlus aria-hidden /> Add Email
                  </Button>
                </Box>
              )}
            </Stack>
            {text(<TextField name="copyright" label="Copyright Text" />, 'copyright')}
          </>
        );
      }}
    </AssetsForm>
  );
}

const IMAGE_FIELDS: { field: SiteImageField; label: string; ratio?: number }[] = [
  { field: 'logo', label: 'Logo' },
  { field: 'heroImage', label: 'Hero Image' },
  { field: 'mobileHeroImage', label: 'Mobile Hero Image', ratio: 9 / 16 },
];

/** Images: logo, hero and mobile hero, each saved as soon as it is chosen (≤ 10 MB). */
export function ImagesTab({ assets }: { assets: Assets }) {
  const [update] = useMutation(AdminUpdateSiteAssetsDocument);
  const [busy, setBusy] = useState<SiteImageField | null>(null);
  const version = useAssetsVersion();

  const apply = async (field: SiteImageField, label: string, input: SiteAssetsInput) => {
    setBusy(field);
    try {
      const result = await update({ variables: { input: withVersion(input, version.current()) }, refetchQueries: [SiteAssetsDocument], awaitRefetchQueries: true });
      version.saved(result.data?.updateSiteAssets.updatedAt);
      notifySuccess(`${label} updated successfully`);
    } catch (e) {
      await handleSaveError(e, `Failed to update ${label.toLowerCase()}`, version.reload);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
      {IMAGE_FIELDS.map(({ field, label, ratio }) => (
        <SectionCard key={field} title={label} description={busy === field ? 'Saving…' : 'Saved as soon as you choose a file.'}>
          <ImageDropzone
            label={label}
            file={null}
            onFileChange={(file) => {
              if (file) void apply(field, label, { [field]: file });
            }}
            currentImage={assets?.[field]}
            onRemoveCurrent={() => void apply(field, label, { clearImages: [field] })}
            maxSizeMb={10}
            previewRatio={ratio}
            disabled={busy !== null}
          />
        </SectionCard>
      ))}
    </SimpleGrid>
  );
}

/** Tracking: Google Tag Manager ID. */
export function TrackingTab({ assets }: { assets: Assets }) {
  return (
    <AssetsForm<{ gtmId: string }>
      section="Tracking"
      saveLabel="Save Tracking Settings"
      assets={assets}
      fromAssets={(a) => ({ gtmId: a?.gtmId ?? '' })}
      toInput={(v) => ({ gtmId: (v.gtmId ?? '').trim() })}
      maxW="xl"
      gap="5"
    >
      {() => (
        <TextField name="gtmId" label="Google Tag Manager ID" placeholder="GTM-XXXXXXX" helperText="Leave empty to load no tag manager on the public site." />
      )}
    </AssetsForm>
  );
}

type TextMap = Record<string, string>;

/** Every key of `initial`, with the edited text ('' where the form cleared it). */
const editedMap = (initial: TextMap, edited: Partial<TextMap> | undefined): TextMap =>
  Object.fromEntries(Object.keys(initial).map((k) => [k, edited?.[k] ?? '']));

/**
 * SEO: a title and a meta description for every page key in seoTitles (not the news-article key).
 * In Romanian (`english` given, #36) the pages are the English settings' (the Romanian maps hold
 * only the texts translated).
 */
export function SeoTab({ assets, english }: { assets: Assets; english?: Assets }) {
  const pages = english ?? assets;
  const keys = editableSeoKeys(pages?.seoTitles);
  const [titles] = useState<TextMap>(() => ({ ...(pages?.seoTitles ?? {}) }));
  const [descriptions] = useState<TextMap>(() => ({ ...(pages?.seoDescriptions ?? {}) }));
  return (
    <AssetsForm<{ seoTitles: TextMap; seoDescriptions: TextMap }>
      section="SEO"
      saveLabel="Save SEO Settings"
      assets={assets}
      english={english}
      fromAssets={(a) => ({ seoTitles: { ...(a?.seoTitles ?? {}) }, seoDescriptions: { ...(a?.seoDescriptions ?? {}) } })}
      toInput={(v) => ({ seoTitles: editedMap(titles, v.seoTitles), seoDescriptions: editedMap(descriptions, v.seoDescriptions) })}
      maxW="3xl"
      gap="5"
    >
      {(_form, { text }) => (
        <>
          {keys.length === 0 && <Text color="fg.muted">No pages to configure.</Text>}
          {keys.map((key) => (
            <SectionCard key={key} title={seoKeyLabel(key)} data-testid="seo-page">
              <Stack gap="3">
                {text(<TextField name={`seoTitles.${key}`} label={`${seoKeyLabel(key)} Title`} />, `seoTitles.${key}`)}
                {text(<TextAreaField name={`seoDescriptions.${key}`} label={`${seoKeyLabel(key)} Meta Description`} rows={2} />, `seoDescriptions.${key}`)}
              </Stack>
            </SectionCard>
          ))}
        </>
      )}
    </AssetsForm>
  );
}

interface SocialValues {
  facebook: string;
  instagram: string;
  youtube: string;
}

/** Social Media: Facebook, Instagram, YouTube URLs. */
export function SocialTab({ assets }: { assets: Assets }) {
  return (
    <AssetsForm<SocialValues>
      section="Social Media"
      saveLabel="Save Social Media Links"
      assets={assets}
      fromAssets={(a) => ({ facebook: a?.facebook ?? '', instagram: a?.instagram ?? '', youtube: a?.youtube ?? '' })}
      toInput={(v) => ({ facebook: (v.facebook ?? '').trim(), instagram: (v.instagram ?? '').trim(), youtube: (v.youtube ?? '').trim() })}
      maxW="xl"
      gap="4"
    >
      {() => (
        <>
          <TextField name="facebook" label="Facebook URL" type="url" placeholder="https://facebook.com/..." />
          <TextField name="instagram" label="Instagram URL" type="url" placeholder="https://instagram.com/..." />
          <TextField name="youtube" label="YouTube URL" type="url" placeholder="https://youtube.com/..." />
        </>
      )}
    </AssetsForm>
  );
}
