import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from '../common/SectionCard';

export interface RevocableItem {
  key: string;
  /** Who it is for (and a badge), in bold. */
  title: ReactNode;
  /** Who made it, when it expires. */
  detail: ReactNode;
  /** The revoke button's accessible name: "Revoke the invitation for …". */
  revokeLabel: string;
  onRevoke(): void;
}

interface RevocableListProps {
  title: string;
  description?: string;
  items: RevocableItem[] | undefined;
  empty: string;
  /** Above and below the list: a paged list's search box and pager (the invitations). */
  toolbar?: ReactNode;
  pager?: ReactNode;
}

/** A card listing what is outstanding and can be revoked: the team's invitations and reset links. */
export function RevocableList({ title, description, items, empty, toolbar, pager }: RevocableListProps) {
  return (
    // Flush only when the list itself starts the body: a search box or the empty text keeps the
    // body's top padding, else it runs into the card's title or description.
    <SectionCard title={title} description={description} flush={!toolbar && Boolean(items?.length)}>
        {toolbar}
        {items?.length ? (
          <Stack as="ul" gap="0" listStyleType="none" aria-label={title}>
            {items.map((item) => (
              <Flex as="li" key={item.key} gap="3" py="3" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" truncate>
                    {item.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.detail}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" onClick={item.onRevoke} aria-label={item.revokeLabel}>
                  Revoke
                </Button>
              </Flex>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{items ? empty : 'Loading…'}</Text>
        )}
        {pager}
    </SectionCard>
  );
}
