import { Box, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { siteAssetsInputSchema } from '@domain/siteAssets';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { LuSave } from 'react-icons/lu';
import { AdminUpdateSiteAssetsDocument, SiteAssetsDocument, type SiteAssetsInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { FormUnsavedChangesGuard } from '../common/unsavedChanges';
import { useAssetsVersion } from './assetsVersion';

/** The shared site-assets rules, applied to what a section would send. */
const validateAssets = formValidator<SiteAssetsInput>(siteAssetsInputSchema);

/**
 * Saves part of the site assets, naming the version the screen loaded, with the section's toasts:
 * '{Section} settings updated.' / 'Failed to save settings' (a conflict reloads the tabs).
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
      await handleSaveError(e, 'Failed to save settings', version.reload);
      return false;
    }
  };
  return { save, saving: loading };
}

/**
 * A site-assets section as a react-final-form form: validated with the shared site-assets rules,
 * saved with the section's toasts by its submit button.
 */
export function AssetsForm<Values>({
  section,
  saveLabel,
  initialValues,
  toInput,
  maxW,
  gap,
  children,
}: {
  section: string;
  saveLabel: string;
  initialValues: Values;
  toInput: (values: Partial<Values>) => SiteAssetsInput;
  maxW: string;
  gap: string;
  children: (form: FormApi<Values>) => ReactNode;
}) {
  const { save } = useSaveAssets(section);
  const validate = (values: Partial<Values>) => validateAssets(toInput(values));
  return (
    <Form<Values>
      onSubmit={async (values) => {
        await save(toInput(values));
      }}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormUnsavedChangesGuard />
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

