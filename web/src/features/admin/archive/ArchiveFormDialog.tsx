import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { archiveInputSchema } from '@domain/archives';
import { AdminCreateArchiveDocument, AdminUpdateArchiveDocument, type AdminArchiveFragment, type ArchiveInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { EntityFormDialog, type ImageChoice } from '../common/EntityFormDialog';
import { withVersion } from '../common/versions';
import { TextAreaField, TextField } from '../common/FormField';
import type { FieldsOf, FormValuesOf, SubmittedInput } from '../common/formValues';

export type ArchiveFormValues = FormValuesOf<typeof archiveInputSchema>;

export function archiveInitialValues(archive: AdminArchiveFragment | null): ArchiveFormValues {
  return { year: archive?.year ?? '', description: archive?.description ?? '', lineup: archive?.lineup ?? '' };
}

/** The shared archive rules: year (free text), description and lineup required. */
export const validateArchive = formValidator<ArchiveFormValues>(archiveInputSchema);

const ARCHIVE_FIELDS: FieldsOf<ArchiveFormValues> = {
  year: <TextField key="year" name="year" label="Year" placeholder="2023" required />,
  description: <TextAreaField key="description" name="description" label="Description" rows={3} required />,
  lineup: <TextAreaField key="lineup" name="lineup" label="Lineup" rows={4} placeholder="Band 1, Band 2, Band 3..." required />,
};

export function ArchiveFormDialog({
  open,
  archive,
  onClose,
  onSaved,
}: {
  open: boolean;
  archive: AdminArchiveFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [createArchive] = useMutation(AdminCreateArchiveDocument);
  const [updateArchive] = useMutation(AdminUpdateArchiveDocument);

  const save = (values: ArchiveFormValues, item: AdminArchiveFragment | null, image: ImageChoice) => {
    const fields = {
      year: values.year.trim(),
      description: values.description.trim(),
      lineup: values.lineup.trim(),
    } satisfies SubmittedInput<ArchiveFormValues, ArchiveInput>;
    const input: ArchiveInput = {
      ...fields,
      ...(image.file ? { poster: image.file } : {}),
      ...(image.remove ? { removePoster: true } : {}),
    };
    return item ? updateArchive({ variables: { id: item._id, input: withVersion(input, item.updatedAt) } }) : createArchive({ variables: { input } });
  };

  return (
    <EntityFormDialog<AdminArchiveFragment, ArchiveFormValues>
      open={open}
      item={archive}
      onClose={onClose}
      onSaved={onSaved}
      title={{ add: 'Add New Archive', edit: 'Edit Archive' }}
      submitLabel={{ add: 'Add Archive', edit: 'Update Archive' }}
      messages={{ added: 'Archive created successfully', updated: 'Archive updated successfully', failed: 'Failed to save archive' }}
      initialValues={archiveInitialValues}
      validate={validateArchive}
      save={save}
      image={{ heading: 'Festival Poster', label: 'Festival poster', current: (item) => item.poster, previewRatio: 3 / 4 }}
    >
      {(imageField) => (
        <Stack gap="4">
          {imageField}
          {Object.values(ARCHIVE_FIELDS)}
        </Stack>
      )}
    </EntityFormDialog>
  );
}
