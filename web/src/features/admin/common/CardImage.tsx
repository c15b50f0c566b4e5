import { AspectRatio, Card, Center, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { imageUrl } from '../../../shared/lib/imagePath';

export interface CardImageProps {
  /** The stored path, or null when nothing was uploaded. */
  path: string | null;
  alt: string;
  ratio: number;
  /** Shown (with `emptyLabel` for screen readers) when there is no image. */
  icon: ReactNode;
  emptyLabel: string;
  /** `contain` shows the whole picture (a logo, on white) instead of cropping it to the ratio. */
  fit?: 'cover' | 'contain';
}

/** The top of an admin collection card: the item's image at a fixed ratio, or an icon. */
export function CardImage({ path, alt, ratio, icon, emptyLabel, fit = 'cover' }: CardImageProps) {
  return (
    // A logo is shown whole on white, the paper logos are drawn for (AspectRatio crops its child otherwise).
    <AspectRatio ratio={ratio} bg={path && fit === 'contain' ? 'white' : 'bg.muted'}>
      {path ? (
        <Image src={imageUrl(path)} alt={alt} w="full" h="full" p={fit === 'contain' ? '3' : undefined} style={{ objectFit: fit }} />
      ) : (
        <Center color="fg.muted" role="img" aria-label={emptyLabel}>
          {icon}
        </Center>
      )}
    </AspectRatio>
  );
}

/** How a card shows its item's file (CardImage without the item's own path and alt text). */
export type CardPicture = Omit<CardImageProps, 'path' | 'alt'>;

/**
 * A collection's card with its file on top (bands, partners, archive editions): the image or its
 * icon, the item's name as the title, what the screen shows of it, and its buttons at the foot.
 */
export function ImageCard({ picture, path, alt, title, children, actions }: { picture: CardPicture; path: string | null; alt: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <>
      <CardImage path={path} alt={alt} {...picture} />
      <Card.Body gap="1">
        <Card.Title>{title}</Card.Title>
        {children}
      </Card.Body>
      <Card.Footer gap="2">{actions}</Card.Footer>
    </>
  );
}
