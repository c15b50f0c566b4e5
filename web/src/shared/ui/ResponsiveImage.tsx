import { preload } from 'react-dom';
import { Picture, type NarrowImage, type ResponsiveImageProps } from './Picture';

export type { NarrowImage, ResponsiveImageProps } from './Picture';

type Variants = ResponsiveImageProps['variants'];

/**
 * An uploaded image in a `<picture>` (see `<Picture>`): responsive sources, its box reserved, lazy
 * below the fold; with `priority` (above the fold: the hero) fetched first and preloaded from the
 * document head.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  if (props.priority) preloadHero(props.variants, props.sizes, props.narrow);
  return <Picture {...props} />;
}

/** Puts `<link rel="preload" as="image" imagesrcset>` for the best format into the document head. */
function preloadHero(variants: Variants, sizes: string, narrow?: NarrowImage) {
  const best = (v: Variants) => v?.sources[0];
  const wide = best(variants);
  const small = best(narrow?.variants);
  if (small && narrow) {
    preload(narrow.variants!.src, { as: 'image', imageSrcSet: small.srcSet, imageSizes: sizes, type: small.type, fetchPriority: 'high', media: narrow.media });
  }
  if (wide) {
    const media = small && narrow ? `not all and ${narrow.media}` : undefined;
    preload(variants!.src, { as: 'image', imageSrcSet: wide.srcSet, imageSizes: sizes, type: wide.type, fetchPriority: 'high', media });
  }
}
