import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getIn, type FormApi } from 'final-form';
import { useState } from 'react';
import { useForm } from 'react-final-form';

/** A field both the editor and a colleague changed: the editor's typing and the colleague's saved value. */
export interface ConflictField {
  name: string;
  mine: unknown;
  theirs: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** What the form held before a conflicting save: its values, the values it started from, the fields typed in. */
export type FormSnapshot = { values: object; initialValues: object; dirty: string[] };

export function snapshotOf<Values>(form: FormApi<Values>): FormSnapshot {
  const { values, initialValues, dirtyFields } = form.getState();
  const typed = dirtyFields ?? {};
  return { values: values as object, initialValues: (initialValues ?? {}) as object, dirty: Object.keys(typed).filter((name) => typed[name]) };
}

/**
 * The fields of a refused save (409: a colleague saved first) where both sides changed the same
 * thing differently: typed here, changed there since the form was loaded, and not to the same value.
 * A field only the colleague changed simply takes their value; one only typed here stays.
 */
export function conflictingFields(before: FormSnapshot, theirs: object): ConflictField[] {
  return before.dirty
    .map((name) => ({ name, mine: getIn(before.values, name), theirs: getIn(theirs, name), loaded: getIn(before.initialValues, name) }))
    .filter(({ mine, theirs: stored, loaded }) => !same(stored, loaded) && !same(stored, mine))
    .map(({ name, mine, theirs: stored }) => ({ name, mine, theirs: stored }));
}

/** 'biography' → 'Biography', 'location.mapEmbedUrl' → 'Location › Map embed url', 'faq[1].answer' → 'Faq 2 › Answer'. */
export function fieldTitle(name: string): string {
  return name
    .replace(/\[(\d+)\]/g, (_, i: string) => ` ${Number(i) + 1}`)
    .split('.')
    .map((part) => {
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

const shown = (value: unknown) => {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.trim() ? text : '(empty)';
};

function Version({ heading, value }: { heading: string; value: unknown }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="2" minW="0">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
        {heading}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" maxH="32" overflowY="auto">
        {shown(value)}
      </Text>
    </Box>
  );
}

/**
 * Inside a form whose save was refused because a colleague saved first: the form still holds what
 * was typed; for each field both changed, their saved version is shown beside the typed one and
 * the editor keeps either. Saving again then writes over the colleague's version knowingly.
 */
export function ConflictReview({ fields }: { fields: ConflictField[] }) {
  const form = useForm();
  const [chosen, setChosen] = useState<Record<string, 'mine' | 'theirs'>>({});
  const choose = (field: ConflictField, side: 'mine' | 'theirs') => {
    form.change(field.name, side === 'mine' ? field.mine : field.theirs);
    setChosen((current) => ({ ...current, [field.name]: side }));
  };
  return (
    <Alert.Root status="warning" mb="4" alignItems="flex-start" data-testid="edit-conflict">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>Someone else saved this while you were editing.</Alert.Title>
        <Alert.Description>
          {fields.length
            ? 'Your typing is kept. Where you both changed a field, choose which version to keep, then save again.'
            : 'Your typing is kept, and their other changes are taken in. Save again to store yours.'}
        </Alert.Description>
        {fields.map((field) => (
          <Stack key={field.name} gap="2" data-testid="conflict-field">
            <Text fontWeight="semibold">{fieldTitle(field.name)}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              <Version heading="Yours (typed here)" value={field.mine} />
              <Version heading="Theirs (saved)" value={field.theirs} />
            </SimpleGrid>
            <HStack gap="2" flexWrap="wrap">
              <Button size="xs" variant={chosen[field.name] === 'mine' ? 'solid' : 'outline'} aria-pressed={chosen[field.name] === 'mine'} onClick={() => choose(field, 'mine')}>
                Keep mine
              </Button>
              <Button size="xs" variant={chosen[field.name] === 'theirs' ? 'solid' : 'outline'} aria-pressed={chosen[field.name] === 'theirs'} onClick={() => choose(field, 'theirs')}>
                Use theirs
              </Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </Alert.Root>
  );
}
