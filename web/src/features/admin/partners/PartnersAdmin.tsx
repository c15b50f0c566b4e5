import { Badge, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { DEFAULT_PARTNER_ORDER, partnerCollection, partnerInputSchema, PARTNER_TIERS, type PartnerTier } from '@domain/partners';
import {
  AdminCreatePartnerDocument,
  AdminDeletePartnerDocument,
  AdminPartnerByIdDocument,
  AdminPartnersPageDocument,
  AdminUpdatePartnerDocument,
  type AdminPartnerFragment,
  type AdminPartnersPageQuery,
  type PartnerInput,
} from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { CardImage } from '../common/CardImage';
import { CollectionAdmin } from '../common/CollectionAdmin';
import { SelectField, TextField } from '../common/FormField';
import type { FormValuesOf } from '../common/formValues';

const TIER_LABELS: Record<PartnerTier, string> = { headline: 'Headline partner', main: 'Main partner', partner: 'Partner' };
const TIER_PALETTE = { headline: 'blood', main: 'orange', partner: 'gray' } as const;

type PartnerFormValues = FormValuesOf<typeof partnerInputSchema>;

/** /admin/partners: the logo strip's partners as cards (by tier, then order) with Edit / Delete, and 'Add Partner'. */
export function PartnersAdmin() {
  return (
    <CollectionAdmin<AdminPartnersPageQuery, AdminPartnerFragment, PartnerFormValues, PartnerInput>
      definition={partnerCollection}
      operations={{ list: AdminPartnersPageDocument, get: AdminPartnerByIdDocument, create: AdminCreatePartnerDocument, update: AdminUpdatePartnerDocument, remove: AdminDeletePartnerDocument }}
      select={(data) => data.partnersPage}
      noun={{ one: 'Partner', many: 'partners' }}
      description="The partners and sponsors on the home page's strip and in the footer: headline partners first and largest."
      list={{
        gridColumns: { base: 1, sm: 2, lg: 3, '2xl': 4 },
        itemTestId: 'partner-card',
        name: (partner) => partner.name,
        card: (partner, actions) => (
          <>
            <CardImage path={partner.logo} alt={`${partner.name} logo`} ratio={3} fit="contain" icon={<LuHandshake size={40} aria-hidden />} emptyLabel="No logo" />
            <Card.Body gap="1">
              <Card.Title>{partner.name}</Card.Title>
              {partner.url ? (
                <Link href={partner.url} target="_blank" rel="noopener noreferrer" color="fg.muted" fontSize="sm" wordBreak="break-all">
                  {partner.url}
                </Link>
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  No link
                </Text>
              )}
              <HStack gap="2" flexWrap="wrap" mt="2">
                <Badge variant="subtle" colorPalette={TIER_PALETTE[partner.tier]}>
                  {TIER_LABELS[partner.tier]}
                </Badge>
                <Badge variant="outline">Order: {partner.order}</Badge>
              </HStack>
            </Card.Body>
            <Card.Footer gap="2">{actions}</Card.Footer>
          </>
        ),
      }}
      form={{
        // Add mode: the lowest tier and order 999 (last); edit mode shows what is stored.
        initialValues: (partner) => ({
          name: partner?.name ?? '',
          url: partner?.url ?? '',
          tier: partner?.tier ?? 'partner',
          order: String(partner?.order ?? DEFAULT_PARTNER_ORDER),
        }),
        // The shared partner rules: name required, the link http(s) or empty, a known tier, a whole order ≥ 1.
        validate: formValidator<PartnerFormValues>(partnerInputSchema),
        toInput: (values) => {
          const order = values.order?.toString().trim();
          return {
            name: values.name.trim(),
            url: values.url?.trim() ?? '',
            tier: values.tier as PartnerTier,
            order: order ? Number(order) : DEFAULT_PARTNER_ORDER,
          };
        },
        fields: {
          name: <TextField name="name" label="Name" required />,
          url: <TextField name="url" label="Website" type="url" placeholder="https://example.com" helperText="The logo links here; leave empty for none." />,
          tier: <SelectField name="tier" label="Tier" options={PARTNER_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))} required />,
          order: <TextField name="order" label="Order" type="number" min={1} helperText="Lower numbers come first within a tier." />,
        },
        layout: (fields, imageField) => (
          <Stack gap="4">
            {fields.name}
            {fields.url}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {fields.tier}
              {fields.order}
            </SimpleGrid>
            {imageField}
          </Stack>
        ),
        image: { label: 'Partner logo', current: (partner) => partner.logo, previewFit: 'contain' },
      }}
    />
  );
}
