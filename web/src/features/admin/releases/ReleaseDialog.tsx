import { Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from '@apollo/client/react';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { festivalInputToInstant, instantToFestivalInput } from '../common/festivalTime';
import { FormDialog } from '../common/FormDialog';
import { submitErrors, TextField } from '../common/FormField';
import { notifySuccess } from '../common/notify';
import { AdminCreateReleaseDocument, AdminUpdateReleaseDocument, type AdminReleaseFragment } from '../gql/graphql';

interface ReleaseValues {
  name: string;
  /** 'YYYY-MM-DDTHH:mm' in festival time. */
  when: string;
}

/** Name and instant: required, and the instant in the future (festival time, as set times are). */
export function releaseErrors({ name, when }: Partial<ReleaseValues>, now = Date.now()): Partial<Record<keyof ReleaseValues, string>> {
  const errors: Partial<Record<keyof ReleaseValues, string>> = {};
  if (!name?.trim()) errors.name = 'Name is required';
  const instant = festivalInputToInstant(when);
  if (!instant) errors.when = 'When is required';
  else if (Date.parse(instant) <= now) errors.when = 'Must be in the future (or use Publish now)';
  return errors;
}

/**
 * Creates a release (empty: its contents are added on its card) or renames and reschedules one.
 * The instant is entered in festival time; the server keeps it as UTC.
 */
export function ReleaseDialog({ open, onClose, release, onSaved }: { open: boolean; onClose: () => void; release?: AdminReleaseFragment; onSaved: () => void }) {
  const [create] = useMutation(AdminCreateReleaseDocument);
  const [update] = useMutation(AdminUpdateReleaseDocument);
  const initialValues: ReleaseValues = { name: release?.name ?? '', when: instantToFestivalInput(release?.publishAt) };

  const onSubmit = async ({ name, when }: ReleaseValues) => {
    const publishAt = festivalInputToInstant(when)!;
    try {
      if (release) await update({ variables: { id: release._id, input: { name: name.trim(), publishAt } } });
      else await create({ variables: { name: name.trim(), publishAt } });
      notifySuccess(release ? `${name.trim()} saved` : `${name.trim()} created: add its contents on its card`);
      onSaved();
      onClose();
      return undefined;
    } catch (error) {
      const details = fieldErrors(error);
      if (details) return submitErrors({ ...details, ...(details.publishAt ? { when: details.publishAt } : {}) });
      return { [FORM_ERROR]: errorMessage(error, 'Could not save the release') };
    }
  };

  return (
    <Form<ReleaseValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => releaseErrors(values)}>
      {({ handleSubmit, submitting, dirty, submitError }) => (
        <FormDialog open={open} onClose={onClose} title={release ? `Edit ${release.name}` : 'New release'} submitLabel={release ? 'Save' : 'Create release'} submitting={submitting} onSubmit={handleSubmit} dirty={dirty} size="md">
          <Stack gap="4">
            <TextField name="name" label="Name" required placeholder="Wave 3: twelve new bands" />
            <TextField name="when" label="Goes public at" type="datetime-local" required helperText="Festival time (Europe/Bucharest). Everything in the release becomes public at once, at this instant." />
            {submitError && (
              <Text role="alert" color="fg.error">
                {String(submitError)}
              </Text>
            )}
          </Stack>
        </FormDialog>
      )}
    </Form>
  );
}
