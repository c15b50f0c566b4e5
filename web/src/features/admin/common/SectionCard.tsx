import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card of the back office (a title, an optional line under it, then its body). `flush`: a
 * list that starts right under the header, without the body's top padding.
 */
export function SectionCard({ title, description, flush = false, children }: { title: string; description?: string; flush?: boolean; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body {...(flush && { pt: '0' })}>{children}</Card.Body>
    </Card.Root>
  );
}
