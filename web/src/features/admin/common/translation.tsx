import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getIn } from 'final-form';
import { useField } from 'react-final-form';
import { useOutletContext } from 'react-router-dom';
import { localizedRoots, missingTranslations, translated, translationOf, type LocalizedPath } from '@domain/locales';
import { UntranslatedAllowed } from './FormField';

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

/** The English text of a text edited in Romanian, as context, with a mark while the Romanian is missing (in a form or not). */
export function EnglishText({ english, missing, testId }: { english: unknown; missing: boolean; testId?: string }) {
  return (
    <Box mt="1.5" px="3" py="2" rounded="md" bg="bg.muted" borderLeftWidth="3px" borderColor={missing ? 'orange.solid' : 'border'} data-testid={testId}>
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

/** Under a field of a form edited in Romanian: the English text as context, and a mark while the Romanian is missing. */
export function EnglishBeside({ name, english }: { name: string; english: unknown }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const missing = asText(input.value).trim() === '' && asText(english).trim() !== '';
  return <EnglishText english={english} missing={missing} testId={`english-${name}`} />;
}

/** A field both languages share, shown but not edited in Romanian (a Romanian save sends the texts only). */
export function SharedField({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled style={{ opacity: 0.55, minWidth: 0 }} title="The same in both languages: edit it in English">
      {children}
    </fieldset>
  );
}

/** A form's fields in the language it edits (`besideEnglish`). */
export interface FieldsInLanguage {
  romanian: boolean;
  /** A text field with, in Romanian, its English under it (found by the field's name in the English values). */
  text(field: ReactNode, name: string): ReactNode;
  /** A field both languages share: in Romanian shown but not edited. */
  shared(field: ReactNode): ReactNode;
}

/** For a screen's own form (not a list's dialog): `english`, the English form values when editing Romanian, else nothing. */
export function besideEnglish(english: object | null | undefined): FieldsInLanguage {
  return {
    romanian: !!english,
    text: (field, name) => (
      <Box>
        <UntranslatedAllowed.Provider value={!!english}>{field}</UntranslatedAllowed.Provider>
        {english && <EnglishBeside name={name} english={getIn(english, name)} />}
      </Box>
    ),
    shared: (field) => (english ? <SharedField>{field}</SharedField> : field),
  };
}

/**
 * A screen (not a list's dialog) edited in Romanian: says so, and how many texts still lack Romanian
 * (`missing`, from `untranslated`).
 */
export function EditingRomanianNote({ missing }: { missing: number }) {
  return (
    <HStack mb="5" px="4" py="3" rounded="md" borderWidth="1px" borderColor="border" bg="bg.panel" gap="3" flexWrap="wrap" data-testid="editing-romanian">
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          Editing Romanian.
        </Text>{' '}
        The English text is shown under each field; an empty field is not translated yet. What both languages share is edited in English.
      </Text>
      {missing > 0 ? (
        <MissingRomanianBadge missing={missing} />
      ) : (
        <Badge colorPalette="green" variant="subtle" data-testid="all-translated">
          All translated
        </Badge>
      )}
    </HStack>
  );
}

/**
 * What visitors would read of a document edited in Romanian: each empty text replaced by the English
 * one. The server validates a Romanian write so (docs/architecture.md, "Localized content"): the form
 * checks the same, so an untranslated text is no error.
 */
export function withEnglishWhereEmpty<Doc extends object>(romanian: object, english: Doc, paths: readonly LocalizedPath[]): Doc {
  return translated(english as Record<string, unknown>, translationOf(romanian as Record<string, unknown>, paths), paths, 'en').doc as Doc;
}

/** A form's fields with the English beside each localized one; the others are shared by both languages and disabled here. */
export function withEnglishBeside<Fields extends Record<string, ReactNode>>(fields: Fields, english: Record<string, unknown>, paths: readonly LocalizedPath[]): Fields {
  const roots = localizedRoots(paths);
  return Object.fromEntries(
    Object.entries(fields).map(([name, node]) => [
      name,
      roots.has(name) ? (
        <Box key={name}>
          <UntranslatedAllowed.Provider value>{node}</UntranslatedAllowed.Provider>
          <EnglishBeside name={name} english={english[name]} />
        </Box>
      ) : (
        <SharedField key={name}>{node}</SharedField>
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
