import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { AdminDeletePartnerDocument, AdminPartnersDocument } from '../gql/graphql';
import { CardImage } from '../common/CardImage';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { PartnerFormDialog, TIER_LABELS } from './PartnerFormDialog';

const TIER_PALETTE = { headline: 'blood', main: 'orange', partner: 'gray' } as const;

/** /admin/partners: the logo strip's partners as cards (by tier, then order) with Edit / Delete, and 'Add Partner'. */
export function PartnersAdmin() {
  const collection = useCollection(AdminPartnersDocument, (data) => data.partners, AdminDeletePartnerDocument, {
    loadFailed: 'Failed to load partners',
    deleted: 'Partner deleted successfully',
    deleteFailed: 'Failed to delete partner',
  });
  const { editor } = collection;

  return (
    <CollectionScreen
      collection={collection}
      title="Partner Management"
      description="The partners and sponsors on the home page's strip and in the footer: headline partners first and largest."
      addLabel="Add Partner"
      emptyText="No partners yet. Use Add Partner to create the first one."
      gridColumns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
      itemTestId="partner-card"
      renderItem={(partner) => (
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
          <Card.Footer gap="2">
            <ItemActions item={partner} name={partner.name} editor={editor} />
          </Card.Footer>
        </>
      )}
      dialog={<PartnerFormDialog open={editor.open} partner={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
