import { Box, Button, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { festivalCollection, festivalInputSchema } from '@domain/festivals';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { LuSave } from 'react-icons/lu';
import {
  AdminCreateFestivalDocument,
  AdminFestivalsDocument,
  AdminUpdateFestivalDocument,
  type AdminFestivalFragment,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { TextAreaField, TextField } from '../common/FormField';
import { LoadingBlock } from '../common/PageHeader';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { FormUnsavedChangesGuard } from '../common/unsavedChanges';
import { ConflictReview, conflictingFields, snapshotOf, type ConflictField } from '../common/editConflict';
import { besideEnglish, EditingRomanianNote, localizedInput, ROMANIAN_AS_STORED, untranslated, useContentLanguage, withEnglishWhereEmpty } from '../common/translation';

interface FestivalValues {
  name: string;
  dates: string;
  description: string;
  location: string;
  ticketUrl: string;
  isActive: boolean;
}

/** The active festival, otherwise the first; null when there is none. */
export function festivalToEdit(festivals: readonly AdminFestivalFragment[] | undefined): AdminFestivalFragment | null {
  if (!festivals?.length) return null;
  return festivals.find((f) => f.isActive) ?? festivals[0];
}

const toValues = (f: AdminFestivalFragment | null): FestivalValues => ({
  name: f?.name ?? '',
  dates: f?.dates ?? '',
  description: f?.description ?? '',
  location: f?.location ?? '',
  ticketUrl: f?.ticketUrl ?? '',
  isActive: f?.isActive ?? true,
});

/** Every field is sent, a cleared one as '' (the form drops empty values; the server reads '' as "clear"). */
const toInput = (v: Partial<FestivalValues>) => ({
  name: v.name ?? '',
  dates: v.dates ?? '',
  description: v.description ?? '',
  location: v.location ?? '',
  ticketUrl: v.ticketUrl ?? '',
  isActive: v.isActive ?? false,
});

const validateFestival = formValidator<FestivalValues>(festivalInputSchema);
const LOCALIZED = festivalCollection.localized ?? [];

interface FestivalFormProps {
  /** The festival edited (in Romanian: its Romanian texts as stored). */
  festival: AdminFestivalFragment | null;
  /** Editing Romanian (#36): the English festival, shown beside each text. */
  english?: AdminFestivalFragment;
  onSaved: () => Promise<AdminFestivalFragment | null>;
}

function FestivalForm({ festival, english, onSaved }: FestivalFormProps) {
  const [createFestival] = useMutation(AdminCreateFestivalDocument);
  const [updateFestival] = useMutation(AdminUpdateFestivalDocument, english ? { fetchPolicy: 'no-cache' } : {});
  const [conflict, setConflict] = useState<ConflictField[] | null>(null);
  const englishValues = english && toValues(english);
  // In Romanian: the English under each text; the ticket link and the active switch are shared (edited in English).
  const { text, shared } = besideEnglish(englishValues);

  const onSubmit = async (values: FestivalValues, form: FormApi<FestivalValues>) => {
    const input = toInput(values);
    try {
      if (festival && english) await updateFestival({ variables: { id: festival._id, input: withVersion(localizedInput(input, LOCALIZED), festival.updatedAt), locale: 'RO' } });
      else if (festival) await updateFestival({ variables: { id: festival._id, input: withVersion(input, festival.updatedAt) } });
      else await createFestival({ variables: { input } });
      notifySuccess('Festival settings updated.');
      setConflict(null);
      await onSaved();
    } catch (e) {
      // A conflict reloads the festival: the form takes in their version and keeps what was typed.
      const before = snapshotOf(form);
      await handleSaveError(e, 'Failed to save settings', async () => {
        const fresh = await onSaved();
        if (fresh) setConflict(conflictingFields(before, toValues(fresh)));
      }, { keepsTyping: true });
    }
  };

  return (
    <Form<FestivalValues>
      onSubmit={onSubmit}
      initialValues={toValues(festival)}
      keepDirtyOnReinitialize
      // In Romanian an empty text is "not translated yet": checked as visitors would read it.
      validate={englishValues ? (values) => validateFestival(withEnglishWhereEmpty(values, englishValues, LOCALIZED)) : validateFestival}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormUnsavedChangesGuard />
          {conflict && <ConflictReview fields={conflict} />}
          {english && <EditingRomanianNote missing={untranslated(english, festival ?? undefined, LOCALIZED).length} />}
          <Stack gap="4" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text(<TextField name="name" label="Festival Name" required placeholder="Metal Gates Festival" />, 'name')}
              {text(<TextField name="dates" label="Dates" placeholder="25-27 September 2025" />, 'dates')}
            </SimpleGrid>
            {text(<TextAreaField name="description" label="Description" rows={4} />, 'description')}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text(<TextField name="location" label="Location" placeholder="Quantic Club, Bucharest" />, 'location')}
              {shared(<TextField name="ticketUrl" label="Ticket URL" type="url" placeholder="https://" />)}
            </SimpleGrid>
            {shared(
              <Field<boolean> name="isActive" type="checkbox">
                {({ input }) => (
                  <Switch.Root checked={!!input.checked} onCheckedChange={(e) => input.onChange(e.checked)} colorPalette="blood">
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>Set as Active Festival</Switch.Label>
                  </Switch.Root>
                )}
              </Field>,
            )}
            <Box>
              <Button type="submit" colorPalette="blood" loading={submitting}>
                <LuSave aria-hidden /> Save Festival Settings
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}

/**
 * Festival tab: edits the active festival (or the first), creates one when there is none. In
 * Romanian (the Content Language switch, #36): that festival's Romanian texts as stored (read past
 * Apollo's cache, whose festivals are the English ones), with the English beside.
 */
export function FestivalTab() {
  const romanian = useContentLanguage() === 'ro';
  // Load failures are silently ignored: the form then starts blank and creates a festival.
  const { data, loading, refetch } = useQuery(AdminFestivalsDocument, { fetchPolicy: 'network-only' });
  const stored = useQuery(AdminFestivalsDocument, { variables: ROMANIAN_AS_STORED, fetchPolicy: 'no-cache', skip: !romanian });
  if ((loading && !data) || (romanian && stored.loading && !stored.data)) return <LoadingBlock />;
  const festival = festivalToEdit(data?.festivals);
  if (!romanian) {
    // Keyed by the festival, not its version: a reload (after a save or a conflict) keeps what is typed.
    return <FestivalForm key={festival?._id ?? 'new'} festival={festival} onSaved={async () => festivalToEdit((await refetch()).data?.festivals)} />;
  }
  if (!festival) return <Text color="fg.muted">There is no festival yet: create it in English, then translate it here.</Text>;
  const byId = (list: readonly AdminFestivalFragment[] | undefined) => list?.find((f) => f._id === festival._id) ?? null;
  const onSaved = async () => {
    await refetch();
    return byId((await stored.refetch()).data?.festivals);
  };
  return <FestivalForm key={`ro-${festival._id}`} festival={byId(stored.data?.festivals)} english={festival} onSaved={onSaved} />;
}
