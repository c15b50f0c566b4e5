import { Card, Flex, HStack, Stack, type CardRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps extends Omit<CardRootProps, 'title'> {
  title: ReactNode;
  /** The line under the title. */
  description?: ReactNode;
  /** Beside the title, before it (an icon) and after it (a status badge). */
  icon?: ReactNode;
  badge?: ReactNode;
  /** The header's buttons, at its right (under the title on a phone). */
  actions?: ReactNode;
  /** The title's id, for a card that is a labelled `section`. */
  titleId?: string;
  /** A list that starts right under the header, without the body's top padding. */
  flush?: boolean;
  children: ReactNode;
}

/**
 * A titled card of the back office: a title (with an optional icon and badge), an optional line
 * under it, optional header buttons, then its body. Every titled card of the back office is one,
 * so they look and space alike; the root takes the card's own props (grid span, margin, test id).
 */
export function SectionCard({ title, description, icon, badge, actions, titleId, flush = false, children, ...root }: SectionCardProps) {
  const heading = (
    <Stack gap="1">
      <HStack gap="2">
        {icon}
        <Card.Title id={titleId}>{title}</Card.Title>
        {badge}
      </HStack>
      {description && <Card.Description>{description}</Card.Description>}
    </Stack>
  );
  return (
    <Card.Root variant="outline" bg="bg.panel" {...root}>
      <Card.Header>
        {actions ? (
          <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
            {heading}
            {actions}
          </Flex>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body {...(flush && { pt: '0' })}>{children}</Card.Body>
    </Card.Root>
  );
}
