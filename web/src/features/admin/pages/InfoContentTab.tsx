import { Box, Button, Card, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import { AdminInfoPageDocument, AdminUpdateInfoPageDocument, type AdminInfoPageFragment } from '../../../gql/graphql';
import { toaster } from '../../../shared/ui/toaster';
import { notifyError, notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { draftToInput, infoToDraft, newFaqKey, type FaqDraft, type InfoDraft } from './infoForm';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
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

function TextArea({ label, value, onChange, rows = 3, helper }: { label: string; value: string; onChange: (v: string) => void; rows?: number; helper?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** Info Page tab: location, travel, rules (one per line), FAQ items; Save Changes replaces the page. */
export function InfoContentTab() {
  const { data, loading, error, refetch } = useQuery(AdminInfoPageDocument, { fetchPolicy: 'network-only' });
  const [updateInfo, { loading: saving }] = useMutation(AdminUpdateInfoPageDocument);
  const [draft, setDraft] = useState<InfoDraft | null>(null);
  // The version the draft was filled from (moved on by this admin's saves).
  const version = useRef<string | null>(null);
  const load = (page: AdminInfoPageFragment) => {
    setDraft(infoToDraft(page));
    version.current = page.updatedAt ?? null;
  };

  useEffect(() => {
    if (data?.infoPage && !draft) load(data.infoPage);
  }, [data, draft]);
  useEffect(() => {
    if (error) notifyError(error, 'Failed to load info page content');
  }, [error]);

  const set = <K extends keyof InfoDraft>(key: K) => (value: InfoDraft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const setFaq = (key: string, patch: Partial<FaqDraft>) =>
    setDraft((d) => (d ? { ...d, faq: d.faq.map((f) => (f.key === key ? { ...f, ...patch } : f)) } : d));

  const onSave = async () => {
    if (!draft) {
      toaster.create({ title: 'Error', description: 'Info page data not loaded yet.', type: 'error' });
      return;
    }
    try {
      const result = await updateInfo({ variables: { input: withVersion(draftToInput(draft), version.current) } });
      if (result.data?.updateInfoPage) load(result.data.updateInfoPage);
      notifySuccess('Info page content updated successfully');
    } catch (e) {
      await handleSaveError(e, 'Failed to save page content', async () => {
        const fresh = await refetch();
        if (fresh.data?.infoPage) load(fresh.data.infoPage);
      });
    }
  };

  if (!draft) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{loading || !error ? 'Loading...' : 'Info page content could not be loaded.'}</Text>
        {error && (
          <Box>
            <Button colorPalette="blood" onClick={onSave}>
              <LuSave aria-hidden /> Save Changes
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Section title="Location">
        <TextInput label="Title" value={draft.locationTitle} onChange={set('locationTitle')} placeholder="Quantic Club, Bucharest" />
        <TextArea label="Address" value={draft.address} onChange={set('address')} rows={2} />
        <TextInput label="Google Maps Embed URL" type="url" value={draft.mapEmbedUrl} onChange={set('mapEmbedUrl')} placeholder="https://www.google.com/maps/embed?pb=..." />
      </Section>

      <Section title="Travel Information">
        <TextArea label="By Air" value={draft.byAir} onChange={set('byAir')} />
        <TextArea label="By Car" value={draft.byCar} onChange={set('byCar')} />
        <TextArea label="Accommodation" value={draft.accommodation} onChange={set('accommodation')} />
      </Section>

      <Section title="Festival Rules" description="Lists take one item per line.">
        <TextArea label="Important Guidelines" value={draft.importantGuidelines} onChange={set('importantGuidelines')} rows={5} helper="One guideline per line" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextArea label="Allowed Items" value={draft.allowedItems} onChange={set('allowedItems')} rows={5} helper="One item per line" />
          <TextArea label="Prohibited Items" value={draft.prohibitedItems} onChange={set('prohibitedItems')} rows={5} helper="One item per line" />
        </SimpleGrid>
        <TextArea label="Security Note" value={draft.securityNote} onChange={set('securityNote')} />
      </Section>

      <Section title="FAQ">
        {draft.faq.length === 0 && <Text color="fg.muted">No FAQ items yet.</Text>}
        {draft.faq.map((item, i) => (
          <Box key={item.key} borderWidth="1px" borderColor="border" rounded="md" p="4" data-testid="faq-item">
            <HStack justify="space-between" mb="3">
              <Text fontWeight="semibold">Question {i + 1}</Text>
              <IconButton
                aria-label={`Delete FAQ item ${i + 1}`}
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => setDraft((d) => (d ? { ...d, faq: d.faq.filter((f) => f.key !== item.key) } : d))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            <Stack gap="3">
              <TextInput label="Question" value={item.question} onChange={(v) => setFaq(item.key, { question: v })} />
              <TextArea label="Answer" value={item.answer} onChange={(v) => setFaq(item.key, { answer: v })} />
            </Stack>
          </Box>
        ))}
        <Box>
          <Button
            variant="outline"
            onClick={() => setDraft((d) => (d ? { ...d, faq: [...d.faq, { key: newFaqKey(), question: '', answer: '' }] } : d))}
          >
            <LuPlus aria-hidden /> Add FAQ Item
          </Button>
        </Box>
      </Section>

      <Box>
        <Button colorPalette="blood" onClick={onSave} loading={saving}>
          <LuSave aria-hidden /> Save Changes
        </Button>
      </Box>
    </Stack>
  );
}
