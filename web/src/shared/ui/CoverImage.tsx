import { AspectRatio, Flex, Text, type TextProps } from '@chakra-ui/react';
import type { ImageVariantsFieldsFragment } from '../../gql/graphql';
import { imageUrl } from '../lib/imagePath';
import { ResponsiveImage } from './ResponsiveImage';

/** The dark red gradient that stands in for a picture nobody uploaded. */
export const PLACEHOLDER_BG = 'linear-gradient(160deg, #141417 0%, #3d0307 60%, #0b0b0d 100%)';

interface CoverImageProps {
  /** The stored path (`/api/uploads/...`), or null when nothing was uploaded. */
  path: string | null;
  variants: ImageVariantsFieldsFragment | null;
  alt: string;
  ratio: number;
  /** How wide the image is laid out, so the browser picks the right responsive variant. */
  sizes: string;
  /** Written on the gradient when there is no picture (a band's name, an edition's year). */
  fallbackText: string;
  fallbackTextProps?: TextProps;
  /** What a screen reader hears for the gradient (default: `alt`). */
  fallbackLabel?: string;
  /** The page's first picture, above the fold: loaded at once (see ResponsiveImage). */
  priority?: boolean;
}

/** A picture cropped to a ratio (band photos, archive posters), or its name on a gradient. */
export function CoverImage({ path, variants, alt, ratio, sizes, fallbackText, fallbackTextProps, fallbackLabel = alt, priority }: CoverImageProps) {
  return (
    <AspectRatio ratio={ratio} w="full">
      {imageUrl(path) ? (
        <ResponsiveImage src={path} variants={variants} alt={alt} sizes={sizes} priority={priority} w="full" h="full" objectFit="cover" />
      ) : (
        <Flex style={{ background: PLACEHOLDER_BG }} align="center" justify="center" role="img" aria-label={fallbackLabel}>
          <Text fontFamily="display" fontWeight="bold" color="whiteAlpha.800" {...fallbackTextProps}>
            {fallbackText}
          </Text>
        </Flex>
      )}
    </AspectRatio>
  );
}
