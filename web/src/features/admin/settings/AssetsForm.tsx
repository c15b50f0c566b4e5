import { Box, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { siteAssetsInputSchema } from '@domain/siteAssets';
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
import { useAssetsVersion } from './assetsVersion';

type Assets = SiteAssetsFieldsFragment | null | undefined;

/** The shared site-assets rules, applied to what a section would send. */
const validateAssets = formValidator<SiteAssetsInput>(siteAssetsInputSchema);

/**
 * Saves part of the site assets, naming the version the screen loaded, with the section's toasts:
 * '{Section} settings updated.' / 'Failed to save settings' (a conflict reloads the assets).
 */
function useSaveAssets(section: string) {
  const [update, { loading }] = useMutation(AdminUpdateSiteAssetsDocument);
  const version = useAssetsVersion();
  const save = async (input: SiteAssetsInput) => {
    try {
      const result = await update({ variables: { input: withVersion(input, version.current()) }, refetchQueries: [SiteAssetsDocument], awaitRefetchQueries: true });
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
function ReloadsTakenIn<Values>({ fromAssets, saves }: { fromAssets: (assets: Assets) => Values; saves: number }) {
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
export function AssetsForm<Values>({
  section,
  saveLabel,
  assets,
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
  fromAssets: (assets: Assets) => Values;
  toInput: (values: Partial<Values>) => SiteAssetsInput;
  maxW: string;
  gap: string;
  children: (form: FormApi<Values>) => ReactNode;
}) {
  const { save } = useSaveAssets(section);
  const [initialValues] = useState(() => fromAssets(assets));
  const [saves, setSaves] = useState(0);
  const validate = (values: Partial<Values>) => validateAssets(toInput(values));
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
          <Stack gap={gap} maxW={maxW}>
            {children(form)}
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
