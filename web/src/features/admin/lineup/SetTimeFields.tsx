import { Alert, Field as ChakraField, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Field } from 'react-final-form';
import type { AdminStageFragment } from '../../../gql/graphql';
import { TextField } from '../common/FormField';

/**
 * Stage, Starts and Ends of the band form. Times are typed and shown in festival time; an overlap
 * refused by the server (`formError`) is shown right here, next to the fields it is about.
 */
export function SetTimeFields({ stages, formError }: { stages: readonly AdminStageFragment[]; formError?: string }) {
  return (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium">
        Set time (festival time, Bucharest)
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field<string> name="stageId">
          {({ input, meta }) => (
            <ChakraField.Root invalid={!!(meta.error || (!meta.dirtySinceLastSubmit && meta.submitError))}>
              <ChakraField.Label>Stage</ChakraField.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...input}>
                  <option value="">No stage</option>
                  {stages.map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <ChakraField.ErrorText>{meta.error ?? meta.submitError}</ChakraField.ErrorText>
            </ChakraField.Root>
          )}
        </Field>
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
