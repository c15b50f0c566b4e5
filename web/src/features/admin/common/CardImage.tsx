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
