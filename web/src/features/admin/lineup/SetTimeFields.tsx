import { Alert, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AdminStageFragment } from '../gql/graphql';
import { SelectField, TextField, useFormError } from '../common/FormField';

/**
 * Stage, Starts and Ends of the band form. Times are typed and shown in festival time; an overlap
 * refused by the server (the form's error) is shown right here, next to the fields it is about.
 */
export function SetTimeFields({ stages }: { stages: readonly AdminStageFragment[] }) {
  const formError = useFormError();
  return (
    <Stack gap="3" as="fieldset">
      {/* A legend is no flex item, so the Stack's gap does not space it: its own margin does. */}
      <Text as="legend" fontSize="sm" fontWeight="semibold" mb="3">
        Set time (festival time, Bucharest)
      </Text>
      <SelectField name="stageId" label="Stage" emptyOption="No stage" options={stages.map((s) => ({ value: s._id, label: s.name }))} />
      {/* Two to a row at most: a date and time needs the width to show whole. */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="startsAt" label="Starts" type="datetime-local" />
        <TextField name="endsAt" label="Ends" type="datetime-local" helperText="At most 6 hours after Starts." />
      </SimpleGrid>
      {formError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
