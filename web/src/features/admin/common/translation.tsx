import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useOutletContext } from 'react-router-dom';
import { localizedRoots, missingTranslations, translationOf, type LocalizedPath } from '@domain/locales';

/** The language the back office's forms edit (#36): the shell's Content Language switch. */
export type ContentLanguage = 'en' | 'ro';

/** The shell passes the switch's value to every screen through its Outlet; outside it (tests), English. */
export function useContentLanguage(): ContentLanguage {
  return useOutletContext<{ language?: ContentLanguage } | undefined>()?.language ?? 'en';
}

/** The GraphQL variables of a read in the language edited: Romanian with nothing filled in from English. */
export const ROMANIAN_AS_STORED = { locale: 'RO', fallback: 'NONE' } as const;

/**
 * The localized places of an item that have English but no Romanian: `english` as the list shows
 * it, `romanian` the same item read with `fallback: NONE` (a missing text empty).
 */
export function untranslated(english: object, romanian: object | undefined, paths: readonly LocalizedPath[]): string[] {
  if (!romanian) return [];
  return missingTranslations(english as Record<string, unknown>, translationOf(romanian as Record<string, unknown>, paths), paths);
}

/** A list card's mark: this item lacks Romanian for some of its texts. */
export function MissingRomanianBadge({ missing }: { missing: number }) {
  if (missing === 0) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="missing-romanian" title={`${missing} text${missing === 1 ? '' : 's'} without Romanian`}>
      RO missing · {missing}
    </Badge>
  );
}

const asText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '');

/** Under a field edited in Romanian: the English text as context, and a mark while the Romanian is missing. */
export function EnglishBeside({ name, english }: { name: string; english: unknown }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const missing = asText(input.value).trim() === '' && asText(english).trim() !== '';
  return (
    <Box mt="1.5" px="3" py="2" rounded="md" bg="bg.muted" borderLeftWidth="3px" borderColor={missing ? 'orange.solid' : 'border'} data-testid={`english-${name}`}>
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          English{' '}
          {missing && (
            <Badge ml="1" colorPalette="orange" variant="subtle" textTransform="none" letterSpacing="normal">
              Not translated: visitors see the English
            </Badge>
          )}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={4}>
          {asText(english) || '—'}
        </Text>
      </Stack>
    </Box>
  );
}

/** A form's fields with the English beside each localized one; the others are shared by both languages and disabled here. */
export function withEnglishBeside<Fields extends Record<string, ReactNode>>(fields: Fields, english: Record<string, unknown>, paths: readonly LocalizedPath[]): Fields {
  const roots = localizedRoots(paths);
  return Object.fromEntries(
    Object.entries(fields).map(([name, node]) => [
      name,
      roots.has(name) ? (
        <Box key={name}>
          {node}
          <EnglishBeside name={name} english={english[name]} />
        </Box>
      ) : (
        // Shared by both languages: edited in English (a Romanian save sends the texts only).
        <fieldset key={name} disabled style={{ opacity: 0.55, minWidth: 0 }} title="The same in both languages: edit it in English">
          {node}
        </fieldset>
      ),
    ]),
  ) as Fields;
}

/** Only the localized fields of an input (and the version it was loaded at): what a Romanian save sends. */
export function localizedInput<Input extends object>(input: Input, paths: readonly LocalizedPath[]): Partial<Input> {
  const roots = localizedRoots(paths);
  return Object.fromEntries(Object.entries(input).filter(([key]) => roots.has(key) || key === 'expectedUpdatedAt')) as Partial<Input>;
}

/** A form's errors without those of localized fields left empty: in Romanian an empty text means "not translated yet". */
export function allowingUntranslated<Values extends object, Errors extends object>(errors: Errors, values: Partial<Values>, paths: readonly LocalizedPath[]): Errors {
  const roots = localizedRoots(paths);
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !(roots.has(key) && asText((values as Record<string, unknown>)[key]).trim() === '')),
  ) as Errors;
}
