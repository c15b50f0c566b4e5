import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

/**
 * Where an admin form places its fields: by default each field in the input schema's order, then
 * the file; a screen that groups or orders otherwise says so with `formLayout<Values>()([...])`,
 * and typecheck refuses a layout that forgets a field of the form (`missingFromLayout: "hometown"`):
 * each is placed, or marked `hidden` (held by another field's control, or left alone on purpose).
 *
 * An entry is a field, the file's section (`'file'`), a group of fields side by side (`columns`
 * from md up, optionally under a `heading`), or `{hidden: [...]}`.
 */
export type LayoutEntry<Key extends string> =
  | Key
  | 'file'
  | { readonly fields: readonly Key[]; readonly columns?: number; readonly heading?: string }
  | { readonly hidden: readonly Key[] };

/** Every field a layout names (placed or hidden). */
type Placed<L> = L extends readonly (infer E)[] ? (E extends string ? E : E extends { fields: readonly (infer F)[] } ? F : E extends { hidden: readonly (infer F)[] } ? F : never) : never;

/** Nothing, when every field is placed; otherwise a property the layout lacks, whose type names the forgotten fields. */
type EveryFieldPlaced<Values, L> = [Exclude<keyof Values & string, Placed<L>>] extends [never] ? unknown : { missingFromLayout: Exclude<keyof Values & string, Placed<L>> };

declare const checked: unique symbol;

/** A layout checked against the form's values (only `formLayout` makes one). */
export interface FormLayout<Values> {
  readonly entries: readonly LayoutEntry<keyof Values & string>[];
  readonly [checked]?: Values;
}

/** `formLayout<BandFormValues>()(['name', {fields: ['country', 'genre'], columns: 2}, 'file', {hidden: ['endsAt']}])`. */
export const formLayout =
  <Values,>() =>
  <const L extends readonly LayoutEntry<keyof Values & string>[]>(entries: L & EveryFieldPlaced<Values, L>): FormLayout<Values> => ({ entries });

/** The default layout: every field as given (the schema's order, the screen's own fields after), then the file. */
export const defaultLayout = <Values,>(keys: readonly (keyof Values & string)[]): FormLayout<Values> => ({ entries: [...keys, 'file'] });

/** The fields a layout places (each needs a control). */
export const placedFields = (layout: FormLayout<unknown>): string[] =>
  layout.entries.flatMap((entry) => (typeof entry === 'string' ? (entry === 'file' ? [] : [entry]) : 'fields' in entry ? [...entry.fields] : []));

/** The fields a layout names, placed or hidden: the form's values (a field it does not name is left alone, never sent). */
export const namedFields = (layout: FormLayout<unknown>): string[] => [
  ...placedFields(layout),
  ...layout.entries.flatMap((entry) => (typeof entry === 'object' && 'hidden' in entry ? [...entry.hidden] : [])),
];

/** The form's body: the layout's entries with the controls (and the file's section, wherever placed; last when not). */
export function LaidOutFields({ layout, controls, file }: { layout: FormLayout<unknown>; controls: Record<string, ReactNode>; file: ReactNode }) {
  const { entries } = layout;
  return (
    <Stack gap="4">
      {entries.map((entry, index) => {
        if (entry === 'file') return <Fragment key="file">{file}</Fragment>;
        if (typeof entry === 'string') return <Fragment key={entry}>{controls[entry]}</Fragment>;
        if ('hidden' in entry) return null;
        const group = (
          <SimpleGrid columns={{ base: 1, md: entry.columns ?? 1 }} gap="4">
            {entry.fields.map((key) => (
              <Fragment key={key}>{controls[key]}</Fragment>
            ))}
          </SimpleGrid>
        );
        return entry.heading ? (
          <Box key={`group-${index}`}>
            <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
              {entry.heading}
            </Text>
            {group}
          </Box>
        ) : (
          <Box key={`group-${index}`}>{group}</Box>
        );
      })}
      {!entries.includes('file') && file}
    </Stack>
  );
}
