import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ImageVariantsFieldsFragment } from '../../gql/graphql';
import { imageUrl } from '../lib/imagePath';

type Variants = ImageVariantsFieldsFragment | null | undefined;

/** Another image for screens matching `media` (art direction: the mobile hero). */
export interface NarrowImage {
  media: string;
  src: string | null | undefined;
  variants: Variants;
}

export interface ResponsiveImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> {
  /** The stored path (`image`, `poster`...): used as is when the image has no variants yet. */
  src: string | null | undefined;
  variants: Variants;
  alt: string;
  /** How wide the image is drawn, so the browser picks the smallest sufficient file. */
  sizes: string;
  /** Above the fold (the hero): never lazy, fetched first (and `<ResponsiveImage>` preloads it from the document head). */
  priority?: boolean;
  narrow?: NarrowImage;
}

/**
 * An uploaded image in a `<picture>`: AVIF/WebP `srcset`s with `sizes`, intrinsic `width`/`height`
 * so the box is reserved before it loads, and the inline preview painted behind it until it does.
 * Below the fold it loads lazily; with `priority` at once with high priority. `<ResponsiveImage>`
 * adds the preload from the document head for `priority`: this module leaves react-dom's preload
 * API out, so a picture in the layout (the footer's partner logos, in the entry chunk) does not
 * bring it into every page's first load.
 */
export function Picture({ src, variants, alt, sizes, priority = false, narrow, style, ...rest }: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The image may finish before React hydrates and attaches onLoad.
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);

  const fallback = variants?.src ?? imageUrl(src);
  if (!fallback) return null;
  const placeholder = !loaded && (variants?.placeholder ?? (narrow && narrow.variants?.placeholder));
  return (
    <picture>
      {narrow?.variants?.sources.map((s) => <source key={`n-${s.type}`} media={narrow.media} type={s.type} srcSet={s.srcSet} sizes={sizes} />)}
      {narrow && !narrow.variants && imageUrl(narrow.src) && <source media={narrow.media} srcSet={imageUrl(narrow.src)} />}
      {variants?.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />)}
      <chakra.img
        ref={ref}
        src={fallback}
        alt={alt}
        htmlWidth={variants?.width}
        htmlHeight={variants?.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setLoaded(true)}
        style={placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center', ...style } : style}
        {...rest}
      />
    </picture>
  );
}
