import { Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { infoPageInputSchema } from '@domain/infoPage';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import { AdminInfoPageDocument, AdminUpdateInfoPageDocument, type AdminInfoPageFragment, type InfoPageInput } from '../gql/graphql';
import { formValidator, type FormErrors } from '../../../shared/lib/formValidator';
import { toaster } from '../../../shared/ui/toaster';
import { TextAreaField, TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { ConflictReview, conflictingFields, snapshotOf, type ConflictField } from '../common/editConflict';
import { handleSaveError, withVersion } from '../common/versions';
import { draftToInput, infoToDraft, LIST_FIELDS, moveItem, newFaqKey, type InfoDraft, type PartialDraft } from './infoForm';
import { FormUnsavedChangesGuard } from '../common/unsavedChanges';
import { SectionCard } from '../common/SectionCard';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <SectionCard title={title} description={description}>
      <Stack gap="4">{children}</Stack>
    </SectionCard>
  );
}

const validateInput = formValidator<InfoPageInput>(infoPageInputSchema);

/**
 * The shared info-page rules applied to what Save would send. A list's error names one line of
 * it; the editor holds the list as one text area, so that message goes to the text area.
 */
function validateInfo(values: PartialDraft): FormErrors {
  const errors = validateInput(draftToInput(values));
  const rules = errors.rules as Record<string, unknown> | undefined;
  for (const key of LIST_FIELDS) {
    const error = rules?.[key];
    if (Array.isArray(error)) rules![key] = error.find(Boolean);
  }
  return errors;
}

function SaveButton({ onClick, loading }: { onClick?: () => void; loading?: boolean }) {
  return (
    <Box>
      <Button type={onClick ? 'button' : 'submit'} colorPalette="blood" onClick={onClick} loading={loading}>
        <LuSave aria-hidden /> Save Changes
      </Button>
    </Box>
  );
}

/** Info Page tab: location, travel, rules (one per line), FAQ items in their order (moved up and down); Save Changes replaces the page. */
export function InfoContentTab() {
  const { data, loading, error, refetch } = useQuery(AdminInfoPageDocument, { fetchPolicy: 'network-only' });
  const [updateInfo] = useMutation(AdminUpdateInfoPageDocument);
  // The form starts from the loaded page and, after a save, from what the server stored.
  const [initial, setInitial] = useState<InfoDraft | null>(null);
  // The version the form was filled from (moved on by this admin's saves, reloaded after a conflict).
  const version = useRef<string | null>(null);
  const [conflict, setConflict] = useState<ConflictField[] | null>(null);
  const load = (page: AdminInfoPageFragment) => {
    setInitial(infoToDraft(page));
    version.current = page.updatedAt ?? null;
  };

  useEffect(() => {
    if (data?.infoPage && !initial) load(data.infoPage);
  }, [data, initial]);
  useEffect(() => {
    if (error) notifyError(error, 'Failed to load info page content');
  }, [error]);

  const onSave = async (values: PartialDraft, form: FormApi<PartialDraft>) => {
    try {
      const result = await updateInfo({ variables: { input: withVersion(draftToInput(values), version.current) } });
      if (result.data?.updateInfoPage) load(result.data.updateInfoPage);
      setConflict(null);
      notifySuccess('Info page content updated successfully');
    } catch (e) {
      // A colleague saved first: start from their version, keeping what was typed (keepDirtyOnReinitialize).
      const before = snapshotOf(form);
      await handleSaveError(e, 'Failed to save page content', async () => {
        const fresh = await refetch();
        if (!fresh.data?.infoPage) return;
        load(fresh.data.infoPage);
        setConflict(conflictingFields(before, infoToDraft(fresh.data.infoPage)));
      }, { keepsTyping: true });
    }
  };

  if (!initial) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{loading || !error ? 'Loading...' : 'Info page content could not be loaded.'}</Text>
        {error && <SaveButton onClick={() => toaster.create({ title: 'Error', description: 'Info page data not loaded yet.', type: 'error' })} />}
      </Stack>
    );
  }

  return (
    <Form<PartialDraft>
      onSubmit={onSave}
      initialValues={initial}
      keepDirtyOnReinitialize
      validate={validateInfo}
      render={({ handleSubmit, submitting, form, values }) => {
        const faq = values.faq ?? [];
        return (
          <form onSubmit={handleSubmit} noValidate>
            <FormUnsavedChangesGuard />
            {conflict && <ConflictReview fields={conflict} />}
            <Stack gap="6">
              <Section title="Location">
                <TextField name="location.title" label="Title" placeholder="Quantic Club, Bucharest" />
                <TextAreaField name="location.address" label="Address" rows={2} />
                <TextField name="location.mapEmbedUrl" label="Google Maps Embed URL" type="url" placeholder="https://www.google.com/maps/embed?pb=..." />
              </Section>

              <Section title="Travel Information">
                <TextAreaField name="travel.byAir" label="By Air" />
                <TextAreaField name="travel.byCar" label="By Car" />
                <TextAreaField name="travel.accommodation" label="Accommodation" />
              </Section>

              <Section title="Festival Rules" description="Lists take one item per line.">
                <TextAreaField name="rules.importantGuidelines" label="Important Guidelines" rows={5} helperText="One guideline per line" />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextAreaField name="rules.allowedItems" label="Allowed Items" rows={5} helperText="One item per line" />
                  <TextAreaField name="rules.prohibitedItems" label="Prohibited Items" rows={5} helperText="One item per line" />
                </SimpleGrid>
                <TextAreaField name="rules.securityNote" label="Security Note" />
              </Section>

              <Section title="FAQ">
                {faq.length === 0 && <Text color="fg.muted">No FAQ items yet.</Text>}
                {faq.map((item, i) => (
                  // Keyed by position: a field is named by its index, so after a delete the boxes
                  // must stay bound to the indexes (the values move, the fields do not).
                  <Box key={i} borderWidth="1px" borderColor="border" rounded="md" p="4" data-testid="faq-item">
                    <HStack justify="space-between" mb="3">
                      <Text fontWeight="semibold">Question {i + 1}</Text>
                      <HStack gap="1">
                      <IconButton
                        aria-label={`Move FAQ item ${i + 1} up`}
                        size="sm"
                        variant="ghost"
                        disabled={i === 0}
                        onClick={() => form.change('faq', moveItem(faq, i, i - 1))}
                      >
                        <LuArrowUp />
                      </IconButton>
                      <IconButton
                        aria-label={`Move FAQ item ${i + 1} down`}
                        size="sm"
                        variant="ghost"
                        disabled={i === faq.length - 1}
                        onClick={() => form.change('faq', moveItem(faq, i, i + 1))}
                      >
                        <LuArrowDown />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete FAQ item ${i + 1}`}
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => form.change('faq', faq.filter((f) => f.key !== item.key))}
                      >
                        <LuTrash2 />
                      </IconButton>
                      </HStack>
                    </HStack>
                    <Stack gap="3">
                      <TextField name={`faq[${i}].question`} label="Question" />
                      <TextAreaField name={`faq[${i}].answer`} label="Answer" />
                    </Stack>
                  </Box>
                ))}
                <Box>
                  <Button variant="outline" onClick={() => form.change('faq', [...faq, { key: newFaqKey(), question: '', answer: '' }])}>
                    <LuPlus aria-hidden /> Add FAQ Item
                  </Button>
                </Box>
              </Section>

              <SaveButton loading={submitting} />
            </Stack>
          </form>
        );
      }}
    />
  );
}
