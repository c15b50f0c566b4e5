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
  /** `contain` shows the whole picture (a logo) instead of cropping it to the ratio. */
  fit?: 'cover' | 'contain';
}

/** The top of an admin collection card: the item's image at a fixed ratio, or an icon. */
export function CardImage({ path, alt, ratio, icon, emptyLabel, fit = 'cover' }: CardImageProps) {
  return (
    <AspectRatio ratio={ratio} bg="bg.muted">
      {path ? (
        <Image src={imageUrl(path)} alt={alt} w="full" h="full" objectFit={fit} p={fit === 'contain' ? '3' : undefined} />
      ) : (
        <Center color="fg.muted" role="img" aria-label={emptyLabel}>
          {icon}
        </Center>
      )}
    </AspectRatio>
  );
}
