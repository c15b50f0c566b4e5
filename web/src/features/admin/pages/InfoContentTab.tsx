import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { infoPageInputSchema, infoPageSingleton } from '@domain/infoPage';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getIn, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { LuSave } from 'react-icons/lu';
import { AdminInfoPageDocument, AdminUpdateInfoPageDocument, type AdminInfoPageFragment, type InfoPageInput } from '../gql/graphql';
import { formValidator, type FormErrors } from '../../../shared/lib/formValidator';
import { toaster } from '../../../shared/ui/toaster';
import { TextAreaField, TextField } from '../common/FormField';
import { notifyError, notifySuccess } from '../common/notify';
import { ConflictReview, conflictingFields, snapshotOf, type ConflictField } from '../common/editConflict';
import { handleSaveError, withVersion } from '../common/versions';
import { besideEnglish, EditingRomanianNote, EnglishBeside, ROMANIAN_AS_STORED, untranslated, useContentLanguage, withEnglishWhereEmpty } from '../common/translation';
import { draftToInput, infoToDraft, LIST_FIELDS, type InfoDraft, type PartialDraft } from './infoForm';
import { InfoFaqSection } from './InfoFaqSection';
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
const LOCALIZED = infoPageSingleton.localized ?? [];

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

/** Info Page tab, in the language the shell's Content Language switch chooses (a switch starts the form afresh). */
export function InfoContentTab() {
  const language = useContentLanguage();
  return <InfoEditor key={language} romanian={language === 'ro'} />;
}

/**
 * Location, travel, rules (one per line), FAQ items in their order (moved up and down); Save Changes
 * replaces the page. In Romanian (#36): the page's Romanian texts as stored (read past Apollo's cache,
 * whose page is the English one), each with its English beside it; the map link and the FAQ's items
 * are the English page's, and a save sends the texts with `locale: RO` (English stays as it is).
 */
function InfoEditor({ romanian }: { romanian: boolean }) {
  const { data, loading, error, refetch } = useQuery(AdminInfoPageDocument, romanian ? { variables: ROMANIAN_AS_STORED, fetchPolicy: 'no-cache' } : { fetchPolicy: 'network-only' });
  const englishRead = useQuery(AdminInfoPageDocument, { fetchPolicy: 'network-only', skip: !romanian });
  const [updateInfo] = useMutation(AdminUpdateInfoPageDocument, romanian ? { fetchPolicy: 'no-cache' } : {});
  // The form starts from the loaded page and, after a save, from what the server stored.
  const [initial, setInitial] = useState<InfoDraft | null>(null);
  // The version the form was filled from (moved on by this admin's saves, reloaded after a conflict).
  const version = useRef<string | null>(null);
  const [conflict, setConflict] = useState<ConflictField[] | null>(null);
  const load = (page: AdminInfoPageFragment) => {
    setInitial(infoToDraft(page));
    version.current = page.updatedAt ?? null;
  };
  const englishPage = englishRead.data?.infoPage;
  const english = romanian && englishPage ? infoToDraft(englishPage) : null;

  useEffect(() => {
    if (data?.infoPage && !initial) load(data.infoPage);
  }, [data, initial]);
  useEffect(() => {
    if (error) notifyError(error, 'Failed to load info page content');
  }, [error]);

  const onSave = async (values: PartialDraft, form: FormApi<PartialDraft>) => {
    try {
      const input = withVersion(draftToInput(values), version.current);
      const result = await updateInfo({ variables: romanian ? { input, locale: 'RO' } : { input } });
      // A Romanian save answers with English filled in: what is stored is read again.
      const stored = romanian ? (await refetch()).data?.infoPage : result.data?.updateInfoPage;
      if (stored) load(stored);
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

  if (!initial || (romanian && !english)) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{loading || !error ? 'Loading...' : 'Info page content could not be loaded.'}</Text>
        {error && <SaveButton onClick={() => toaster.create({ title: 'Error', description: 'Info page data not loaded yet.', type: 'error' })} />}
      </Stack>
    );
  }

  // In Romanian: the English under each text; an empty text is "not translated yet", checked as visitors would read it.
  const { text, shared } = besideEnglish(english);
  const beside = (name: string) => english && <EnglishBeside name={name} english={getIn(english, name)} />;
  return (
    <Form<PartialDraft>
      onSubmit={onSave}
      initialValues={initial}
      keepDirtyOnReinitialize
      validate={english ? (values) => validateInfo(withEnglishWhereEmpty(values, english, LOCALIZED)) : validateInfo}
      render={({ handleSubmit, submitting, form, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormUnsavedChangesGuard />
          {conflict && <ConflictReview fields={conflict} />}
          {englishPage && <EditingRomanianNote missing={untranslated(englishPage, data?.infoPage, LOCALIZED).length} />}
          <Stack gap="6">
            <Section title="Location">
              {text(<TextField name="location.title" label="Title" placeholder="Quantic Club, Bucharest" />, 'location.title')}
              {text(<TextAreaField name="location.address" label="Address" rows={2} />, 'location.address')}
              {shared(<TextField name="location.mapEmbedUrl" label="Google Maps Embed URL" type="url" placeholder="https://www.google.com/maps/embed?pb=..." />)}
            </Section>

            <Section title="Travel Information">
              {text(<TextAreaField name="travel.byAir" label="By Air" />, 'travel.byAir')}
              {text(<TextAreaField name="travel.byCar" label="By Car" />, 'travel.byCar')}
              {text(<TextAreaField name="travel.accommodation" label="Accommodation" />, 'travel.accommodation')}
            </Section>

            <Section title="Festival Rules" description="Lists take one item per line.">
              {text(<TextAreaField name="rules.importantGuidelines" label="Important Guidelines" rows={5} helperText="One guideline per line" />, 'rules.importantGuidelines')}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text(<TextAreaField name="rules.allowedItems" label="Allowed Items" rows={5} helperText="One item per line" />, 'rules.allowedItems')}
                {text(<TextAreaField name="rules.prohibitedItems" label="Prohibited Items" rows={5} helperText="One item per line" />, 'rules.prohibitedItems')}
              </SimpleGrid>
              {text(<TextAreaField name="rules.securityNote" label="Security Note" />, 'rules.securityNote')}
            </Section>

            <Section title="FAQ">
              <InfoFaqSection form={form} faq={values.faq ?? []} beside={beside} fixed={romanian} />
            </Section>

            <SaveButton loading={submitting} />
          </Stack>
        </form>
      )}
    />
  );
}
