import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { partnerInputSchema, PARTNER_TIERS, type PartnerTier } from '@domain/partners';
import { CollectionAdmin } from '../common/CollectionAdmin';
import { SelectField, TextField } from '../common/FormField';
import type { FormValuesOf } from '../common/formValues';
import { formLayout } from '../common/formLayout';

const TIER_LABELS: Record<PartnerTier, string> = { headline: 'Headline partner', main: 'Main partner', partner: 'Partner' };
const TIER_PALETTE = { headline: 'blood', main: 'orange', partner: 'gray' } as const;

type PartnerFormValues = FormValuesOf<typeof partnerInputSchema>;

/** Name and link, then tier and order side by side, then the logo. */
const partnerLayout = formLayout<PartnerFormValues>()(['name', 'url', { fields: ['tier', 'order'], columns: 2 }, 'file']);

/** /admin/partners: the logo strip's partners as cards (by tier, then order) with Edit / Delete, and 'Add Partner'. */
export function PartnersAdmin() {
  return (
    <CollectionAdmin
      collection="partners"
      description="The partners and sponsors on the home page's strip and in the footer: headline partners first and largest."
      texts={{ title: 'Partner Management' }}
      list={{
        picture: { alt: (partner) => `${partner.name} logo`, ratio: 3, fit: 'contain', icon: <LuHandshake size={40} aria-hidden />, emptyLabel: 'No logo' },
        body: (partner) => (
          <>
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
          </>
        ),
      }}
      form={{
        // Add mode: the lowest tier (and order 999, the schema's default: last).
        initialValues: (partner) => ({ tier: partner?.tier ?? 'partner' }),
        fields: {
          url: <TextField name="url" label="Website" type="url" placeholder="https://example.com" helperText="The logo links here; leave empty for none." />,
          tier: <SelectField name="tier" label="Tier" options={PARTNER_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))} required />,
          order: <TextField name="order" label="Order" type="number" min={1} helperText="Lower numbers come first within a tier." />,
        },
        layout: partnerLayout,
        image: { label: 'Partner logo', previewFit: 'contain' },
      }}
    />
  );
}
