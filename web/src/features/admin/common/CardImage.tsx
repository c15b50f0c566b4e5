import { AspectRatio, Center, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { imageUrl } from '../../../shared/lib/imagePath';

interface CardImageProps {
  /** The stored path, or null when nothing was uploaded. */
  path: string | null;
  alt: string;
  ratio: number;
  /** Shown (with `emptyLabel` for screen readers) when there is no image. */
  icon: ReactNode;
  emptyLabel: string;
}

/** The top of an admin collection card: the item's image at a fixed ratio, or an icon. */
export function CardImage({ path, alt, ratio, icon, emptyLabel }: CardImageProps) {
  return (
    <AspectRatio ratio={ratio} bg="bg.muted">
      {path ? (
        <Image src={imageUrl(path)} alt={alt} w="full" h="full" objectFit="cover" />
      ) : (
        <Center color="fg.muted" role="img" aria-label={emptyLabel}>
          {icon}
        </Center>
      )}
    </AspectRatio>
  );
}
