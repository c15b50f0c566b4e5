import { Box, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { AdminCreateArchiveDocument, AdminUpdateArchiveDocument, type AdminArchiveFragment, type ArchiveInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../shared/api/errors';
import { FormDialog } from '../common/FormDialog';
import { TextAreaField, TextField, submitErrors } from '../common/FormField';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifyError, notifySuccess } from '../common/notify';

export interface ArchiveFormValues {
  year: string;
  description: string;
  lineup: string;
}

export function archiveInitialValues(archive: AdminArchiveFragment | null): ArchiveFormValues {
  return { year: archive?.year ?? '', description: archive?.description ?? '', lineup: archive?.lineup ?? '' };
}

/** Year (free text), description, lineup required. */
export function validateArchive(values: Partial<ArchiveFormValues>) {
  const errors: Partial<Record<keyof ArchiveFormValues, string>> = {};
  if (!values.year?.trim()) errors.year = 'Year is required';
  if (!values.description?.trim()) errors.description = 'Description is required';
  if (!values.lineup?.trim()) errors.lineup = 'Lineup is required';
  return errors;
}

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
  const [file, setFile] = useState<File | null>(null);
  const [removePoster, setRemovePoster] = useState(false);
  const [createArchive] = useMutation(AdminCreateArchiveDocument);
  const [updateArchive] = useMutation(AdminUpdateArchiveDocument);

  const close = () => {
    setFile(null);
    setRemovePoster(false);
    onClose();
  };

  const onSubmit = async (values: ArchiveFormValues) => {
    const input: ArchiveInput = {
      year: values.year.trim(),
      description: values.description.trim(),
      lineup: values.lineup.trim(),
      ...(file ? { poster: file } : {}),
      ...(removePoster && !file ? { removePoster: true } : {}),
    };
    try {
      if (archive) {
        await updateArchive({ variables: { id: archive._id, input } });
        notifySuccess('Archive updated successfully');
      } else {
        await createArchive({ variables: { input } });
        notifySuccess('Archive created successfully');
      }
      setFile(null);
      setRemovePoster(false);
      onSaved();
    } catch (error) {
      notifyError(error, 'Failed to save archive');
      return submitErrors(fieldErrors(error));
    }
    return undefined;
  };

  return (
    <Form<ArchiveFormValues>
      key={`${archive?._id ?? 'new'}-${open}`}
      onSubmit={onSubmit}
      initialValues={archiveInitialValues(archive)}
      validate={validateArchive}
      render={({ handleSubmit, submitting }) => (
        <FormDialog
          open={open}
          onClose={close}
          title={archive ? 'Edit Archive' : 'Add New Archive'}
          submitLabel={archive ? 'Update Archive' : 'Add Archive'}
          submitting={submitting}
          onSubmit={handleSubmit}
        >
          <Stack gap="4">
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Festival Poster
              </Text>
              <ImageDropzone
                label="Festival poster"
                file={file}
                onFileChange={setFile}
                currentImage={archive && !removePoster ? archive.poster : null}
                onRemoveCurrent={() => setRemovePoster(true)}
                maxSizeMb={5}
                previewRatio={3 / 4}
              />
            </Box>
            <TextField name="year" label="Year" placeholder="2023" required />
            <TextAreaField name="description" label="Description" rows={3} required />
            <TextAreaField name="lineup" label="Lineup" rows={4} placeholder="Band 1, Band 2, Band 3..." required />
          </Stack>
        </FormDialog>
      )}
    />
  );
}
