import { Box, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { localizedRoots } from '@domain/locales';
import { siteAssetsInputSchema, siteAssetsSingleton } from '@domain/siteAssets';
import type { FormApi } from 'final-form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useForm } from 'react-final-form';
import { LuSave } from 'react-icons/lu';
import { AdminUpdateSiteAssetsDocument, SiteAssetsDocument, type SiteAssetsFieldsFragment, type SiteAssetsInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { FormUnsavedChangesGuard } from '../common/unsavedChanges';
import { ConflictReview, conflictingFields, snapshotOf, type ConflictField } from '../common/editConflict';
import { besideEnglish, EditingRomanianNote, localizedInput, untranslated, withEnglishWhereEmpty, type FieldsInLanguage } from '../common/translation';
import { useAssetsVersion } from './assetsVersion';

type Assets = SiteAssetsFieldsFragment | null | undefined;

/** The shared site-assets rules, applied to what a section would send. */
const validateAssets = formValidator<SiteAssetsInput>(siteAssetsInputSchema);
const LOCALIZED = siteAssetsSingleton.localized ?? [];

/**
 * Saves part of the site assets, naming the version the screen loaded, with the section's toasts:
 * '{Section} settings updated.' / 'Failed to save settings' (a conflict reloads the assets).
 */
function useSaveAssets(section: string, romanian: boolean) {
  // A Romanian save answers with English filled in: kept out of Apollo's cache (the English assets).
  const [update, { loading }] = useMutation(AdminUpdateSiteAssetsDocument, romanian ? { fetchPolicy: 'no-cache' } : {});
  const version = useAssetsVersion();
  const save = async (input: SiteAssetsInput) => {
    try {
      const variables = romanian ? { input: withVersion(localizedInput(input, LOCALIZED), version.current()), locale: 'RO' as const } : { input: withVersion(input, version.current()) };
      const result = await update({ variables, refetchQueries: [SiteAssetsDocument], awaitRefetchQueries: true });
      version.saved(result.data?.updateSiteAssets.updatedAt);
      notifySuccess(`${section} settings updated.`);
      return true;
    } catch (e) {
      await handleSaveError(e, 'Failed to save settings', version.reload, { keepsTyping: true });
      return false;
    }
  };
  return { save, saving: loading };
}

/**
 * Inside a section's form: after a reload (a conflicting save in any tab), the form takes in the
 * stored values and keeps what was typed in it; where both sides changed a field, both versions
 * are shown to keep either. Cleared by the section's next successful save (`saves`).
 */
function ReloadsTakenIn<Values extends object>({ fromAssets, saves }: { fromAssets: (assets: Assets) => Values; saves: number }) {
  const form = useForm<Values>();
  const version = useAssetsVersion();
  const [conflict, setConflict] = useState<ConflictField[] | null>(null);
  const latest = useRef(fromAssets);
  latest.current = fromAssets;
  useEffect(
    () =>
      version.onReload((assets) => {
        const before = snapshotOf(form);
        const theirs = latest.current(assets);
        form.setConfig('keepDirtyOnReinitialize', true);
        form.initialize(theirs);
        const fields = conflictingFields(before, theirs as object);
        if (fields.length) setConflict(fields);
      }),
    [form, version],
  );
  useEffect(() => setConflict(null), [saves]);
  return conflict ? <ConflictReview fields={conflict} /> : null;
}

/**
 * A site-assets section as a react-final-form form, started from the loaded assets: validated with
 * the shared site-assets rules, saved with the section's toasts by its submit button. A save makes
 * what was sent the form's starting point (nothing left unsaved).
 */
export function AssetsForm<Values extends object>({
  section,
  saveLabel,
  assets,
  english,
  fromAssets,
  toInput,
  maxW,
  gap,
  children,
}: {
  section: string;
  saveLabel: string;
  /** The assets as loaded: the form starts from `fromAssets(assets)` once (a refetch does not reset it). */
  assets: Assets;
  /** Editing Romanian (#36): `assets` are the Romanian as stored, these the English ones, shown beside each text. */
  english?: Assets;
  fromAssets: (assets: Assets) => Values;
  toInput: (values: Partial<Values>) => SiteAssetsInput;
  maxW: string;
  gap: string;
  children: (form: FormApi<Values>, fields: FieldsInLanguage) => ReactNode;
}) {
  const { save } = useSaveAssets(section, !!english);
  const [initialValues] = useState(() => fromAssets(assets));
  const [saves, setSaves] = useState(0);
  const [englishValues] = useState(() => (english ? fromAssets(english) : null));
  // In Romanian an empty text is "not translated yet": checked as visitors would read it.
  const validate = (values: Partial<Values>) => validateAssets(toInput(englishValues ? withEnglishWhereEmpty(values, englishValues, LOCALIZED) : values));
  // The section's texts: the localized fields among those it sends.
  const sent = new Set(Object.keys(toInput(initialValues)));
  const sectionPaths = LOCALIZED.filter((path) => [...localizedRoots([path])].every((root) => sent.has(root)));
  return (
    <Form<Values>
      onSubmit={async (values, form) => {
        if (!(await save(toInput(values)))) return;
        form.initialize(values);
        setSaves((n) => n + 1);
      }}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormUnsavedChangesGuard />
          <ReloadsTakenIn fromAssets={fromAssets} saves={saves} />
          {english && <EditingRomanianNote missing={untranslated(english, assets ?? undefined, sectionPaths).length} />}
          <Stack gap={gap} maxW={maxW}>
            {children(form, besideEnglish(englishValues))}
            <Box>
              <Button type="submit" colorPalette="blood" loading={submitting}>
                <LuSave aria-hidden /> {saveLabel}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    />
  );
}
