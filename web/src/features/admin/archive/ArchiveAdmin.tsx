import { Card, HStack, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { archiveCollection, archiveInputSchema } from '@domain/archives';
import {
  AdminArchiveByIdDocument,
  AdminArchivesPageDocument,
  AdminCreateArchiveDocument,
  AdminDeleteArchiveDocument,
  AdminUpdateArchiveDocument,
  type AdminArchiveFragment,
  type AdminArchivesPageQuery,
  type ArchiveInput,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { CardImage } from '../common/CardImage';
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
    <CollectionAdmin<AdminArchivesPageQuery, AdminArchiveFragment, ArchiveFormValues, ArchiveInput>
      definition={archiveCollection}
      operations={{ list: AdminArchivesPageDocument, get: AdminArchiveByIdDocument, create: AdminCreateArchiveDocument, update: AdminUpdateArchiveDocument, remove: AdminDeleteArchiveDocument }}
      select={(data) => data.archivesPage}
      noun={{ one: 'Archive', many: 'archives' }}
      description="Past editions of the festival: posters, descriptions and lineups."
      texts={{ emptyText: 'No archive editions yet. Use Add Archive to create the first one.' }}
      list={{
        gridColumns: { base: 1, sm: 2, lg: 3, '2xl': 4 },
        itemTestId: 'archive-card',
        name: (archive) => archive.year,
        card: (archive, actions) => (
          <>
            <CardImage path={archive.poster} alt={`${archive.year} festival poster`} ratio={3 / 4} icon={<LuImage size={48} aria-hidden />} emptyLabel="No poster" />
            <Card.Body gap="1">
              <Card.Title>{archive.year}</Card.Title>
              <Text color="fg.muted" lineClamp={2}>
                {archive.description}
              </Text>
            </Card.Body>
            <Card.Footer>
              <HStack gap="2">{actions}</HStack>
            </Card.Footer>
          </>
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
