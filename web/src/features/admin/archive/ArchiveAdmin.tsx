import { Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { archiveInputSchema } from '@domain/archives';
import { formValidator } from '../../../shared/lib/formValidator';
import { CollectionAdmin } from '../common/CollectionAdmin';
import { TextAreaField, TextField } from '../common/FormField';
import type { FormValuesOf } from '../common/formValues';
import { formLayout } from '../common/formLayout';

export type ArchiveFormValues = FormValuesOf<typeof archiveInputSchema>;

/** The shared archive rules: year (free text), description and lineup required. */
export const validateArchive = formValidator<ArchiveFormValues>(archiveInputSchema);

/** /admin/archive: past editions as poster cards with Edit / Delete, and 'Add Archive'. */
export function ArchiveAdmin() {
  return (
    <CollectionAdmin
      collection="archives"
      description="Past editions of the festival: posters, descriptions and lineups."
      texts={{ emptyText: 'No archive editions yet. Use Add Archive to create the first one.' }}
      list={{
        picture: { alt: (archive) => `${archive.year} festival poster`, ratio: 3 / 4, icon: <LuImage size={48} aria-hidden />, emptyLabel: 'No poster' },
        body: (archive) => (
          <Text color="fg.muted" lineClamp={2}>
            {archive.description}
          </Text>
        ),
      }}
      form={{
        validate: validateArchive,
        fields: {
          year: <TextField name="year" label="Year" placeholder="2023" required />,
          lineup: <TextAreaField name="lineup" label="Lineup" rows={4} placeholder="Band 1, Band 2, Band 3..." required />,
        },
        // The poster first, then the fields in the schema's order.
        layout: formLayout<ArchiveFormValues>()(['file', 'year', 'description', 'lineup']),
        image: { heading: 'Festival Poster', label: 'Festival poster', previewRatio: 3 / 4 },
      }}
    />
  );
}
