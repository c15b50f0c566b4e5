import { Box, Button, Card, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import { SiteAssetsDocument, AdminUpdateSiteAssetsDocument, type SiteAssetsFieldsFragment, type SiteAssetsInput, type SiteImageField } from '../../../gql/graphql';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifyError, notifySuccess } from '../common/notify';
import { editableSeoKeys, seoKeyLabel } from './seoKeys';

export type Assets = SiteAssetsFieldsFragment | null | undefined;

/** Saves part of the site assets with the section's toasts: '{Section} settings updated.' / 'Failed to save settings'. */
function useSaveAssets(section: string) {
  const [update, { loading }] = useMutation(AdminUpdateSiteAssetsDocument);
  const save = async (input: SiteAssetsInput) => {
    try {
      await update({ variables: { input }, refetchQueries: [SiteAssetsDocument], awaitRefetchQueries: true });
      notifySuccess(`${section} settings updated.`);
      return true;
    } catch (e) {
      notifyError(e, 'Failed to save settings');
      return false;
    }
  };
  return { save, saving: loading };
}

function SaveButton({ label, onClick, loading }: { label: string; onClick: () => void; loading: boolean }) {
  return (
    <Box>
      <Button colorPalette="blood" onClick={onClick} loading={loading}>
        <LuSave aria-hidden /> {label}
      </Button>
    </Box>
  );
}

function TextInput({ label, value, onChange, placeholder, type = 'text' }: { label: string; value: string; onChange: (v: string) => void; placeholder?: string; type?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

interface EmailRow {
  key: string;
  purpose: string;
  email: string;
}
let emailKey = 0;

/** General: banner text, contact emails (purpose + address, removable), copyright. */
export function GeneralTab({ assets }: { assets: Assets }) {
  const [bannerText, setBannerText] = useState(assets?.bannerText ?? '');
  const [copyright, setCopyright] = useState(assets?.copyright ?? '');
  const [emails, setEmails] = useState<EmailRow[]>(() =>
    (assets?.contactEmails ?? []).map((e) => ({ key: `email-${++emailKey}`, purpose: e.purpose, email: e.email })),
  );
  const { save, saving } = useSaveAssets('General');
  const setRow = (key: string, patch: Partial<EmailRow>) => setEmails((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <Stack gap="5" maxW="3xl">
      <Field.Root>
        <Field.Label>Banner Text</Field.Label>
        <Textarea rows={2} value={bannerText} onChange={(e) => setBannerText(e.target.value)} />
        <Field.HelperText>The line shown above the header on every public page.</Field.HelperText>
      </Field.Root>
      <Stack gap="3">
        <Text as="h3" fontSize="sm" fontWeight="medium">
          Contact Emails
        </Text>
        {emails.length === 0 && <Text color="fg.muted">No contact emails yet.</Text>}
        {emails.map((row, i) => (
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
              <TextInput label="Purpose" value={row.purpose} onChange={(v) => setRow(row.key, { purpose: v })} placeholder="General inquiries" />
            </Box>
            <Box flex="1" minW="180px">
              <TextInput label="Email Address" type="email" value={row.email} onChange={(v) => setRow(row.key, { email: v })} placeholder="info@example.com" />
            </Box>
            <IconButton aria-label={`Remove contact email ${i + 1}`} variant="ghost" colorPalette="red" onClick={() => setEmails((rows) => rows.filter((r) => r.key !== row.key))}>
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <Box>
          <Button variant="outline" size="sm" onClick={() => setEmails((rows) => [...rows, { key: `email-${++emailKey}`, purpose: '', email: '' }])}>
            <LuPlus aria-hidden /> Add Email
          </Button>
        </Box>
      </Stack>
      <TextInput label="Copyright Text" value={copyright} onChange={setCopyright} />
      <SaveButton
        label="Save General Settings"
        loading={saving}
        onClick={() =>
          save({
            bannerText,
            copyright,
            contactEmails: emails.map(({ purpose, email }) => ({ purpose: purpose.trim(), email: email.trim() })),
          })
        }
      />
    </Stack>
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

  const apply = async (field: SiteImageField, label: string, input: SiteAssetsInput) => {
    setBusy(field);
    try {
      await update({ variables: { input }, refetchQueries: [SiteAssetsDocument], awaitRefetchQueries: true });
      notifySuccess(`${label} updated successfully`);
    } catch (e) {
      notifyError(e, `Failed to update ${label.toLowerCase()}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
      {IMAGE_FIELDS.map(({ field, label, ratio }) => (
        <Card.Root key={field} variant="outline" bg="bg.panel">
          <Card.Header>
            <Card.Title>{label}</Card.Title>
            <Card.Description>{busy === field ? 'Saving…' : 'Saved as soon as you choose a file.'}</Card.Description>
          </Card.Header>
          <Card.Body>
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
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Tracking: Google Tag Manager ID. */
export function TrackingTab({ assets }: { assets: Assets }) {
  const [gtmId, setGtmId] = useState(assets?.gtmId ?? '');
  const { save, saving } = useSaveAssets('Tracking');
  return (
    <Stack gap="5" maxW="xl">
      <Field.Root>
        <Field.Label>Google Tag Manager ID</Field.Label>
        <Input value={gtmId} onChange={(e) => setGtmId(e.target.value)} placeholder="GTM-XXXXXXX" />
        <Field.HelperText>Leave empty to load no tag manager on the public site.</Field.HelperText>
      </Field.Root>
      <SaveButton label="Save Tracking Settings" loading={saving} onClick={() => save({ gtmId: gtmId.trim() })} />
    </Stack>
  );
}

/** SEO: a title and a meta description for every page key in seoTitles (not the news-article key). */
export function SeoTab({ assets }: { assets: Assets }) {
  const keys = editableSeoKeys(assets?.seoTitles);
  const [titles, setTitles] = useState<Record<string, string>>(() => ({ ...(assets?.seoTitles ?? {}) }));
  const [descriptions, setDescriptions] = useState<Record<string, string>>(() => ({ ...(assets?.seoDescriptions ?? {}) }));
  const { save, saving } = useSaveAssets('SEO');
  return (
    <Stack gap="5" maxW="3xl">
      {keys.length === 0 && <Text color="fg.muted">No pages to configure.</Text>}
      {keys.map((key) => (
        <Card.Root key={key} variant="outline" bg="bg.panel" data-testid="seo-page">
          <Card.Header>
            <Card.Title>{seoKeyLabel(key)}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <TextInput label={`${seoKeyLabel(key)} Title`} value={titles[key] ?? ''} onChange={(v) => setTitles((t) => ({ ...t, [key]: v }))} />
              <Field.Root>
                <Field.Label>{`${seoKeyLabel(key)} Meta Description`}</Field.Label>
                <Textarea rows={2} value={descriptions[key] ?? ''} onChange={(e) => setDescriptions((d) => ({ ...d, [key]: e.target.value }))} />
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      <SaveButton label="Save SEO Settings" loading={saving} onClick={() => save({ seoTitles: titles, seoDescriptions: descriptions })} />
    </Stack>
  );
}

/** Social Media: Facebook, Instagram, YouTube URLs. */
export function SocialTab({ assets }: { assets: Assets }) {
  const [facebook, setFacebook] = useState(assets?.facebook ?? '');
  const [instagram, setInstagram] = useState(assets?.instagram ?? '');
  const [youtube, setYoutube] = useState(assets?.youtube ?? '');
  const { save, saving } = useSaveAssets('Social Media');
  return (
    <Stack gap="4" maxW="xl">
      <TextInput label="Facebook URL" type="url" value={facebook} onChange={setFacebook} placeholder="https://facebook.com/..." />
      <TextInput label="Instagram URL" type="url" value={instagram} onChange={setInstagram} placeholder="https://instagram.com/..." />
      <TextInput label="YouTube URL" type="url" value={youtube} onChange={setYoutube} placeholder="https://youtube.com/..." />
      <SaveButton
        label="Save Social Media Links"
        loading={saving}
        onClick={() => save({ facebook: facebook.trim(), instagram: instagram.trim(), youtube: youtube.trim() })}
      />
    </Stack>
  );
}
