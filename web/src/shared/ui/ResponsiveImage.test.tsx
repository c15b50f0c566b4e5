import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { system } from '../../test/render';
import { ResponsiveImage } from './ResponsiveImage';

const variants = {
  width: 1600,
  height: 900,
  placeholder: 'data:image/webp;base64,AAAA',
  src: '/api/uploads/k-1280w.jpg',
  sources: [
    { type: 'image/avif', srcSet: '/api/uploads/k-640w.avif 640w, /api/uploads/k-1280w.avif 1280w' },
    { type: 'image/webp', srcSet: '/api/uploads/k-640w.webp 640w, /api/uploads/k-1280w.webp 1280w' },
    { type: 'image/jpeg', srcSet: '/api/uploads/k-1280w.jpg 1280w' },
  ],
};

const mount = (ui: React.ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP then the original format with sizes, reserves the box, and loads lazily', () => {
    const { container } = mount(<ResponsiveImage src="/api/uploads/k.jpg" variants={variants} alt="Band" sizes="100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[0].getAttribute('srcset')).toBe(variants.sources[0].srcSet);
    expect(sources[0].getAttribute('sizes')).toBe('100vw');
    const img = screen.getByRole('img', { name: 'Band' });
    expect(img.getAttribute('src')).toBe('/api/uploads/k-1280w.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    // The preview is painted behind the image until it has loaded.
    expect(img.style.backgroundImage).toContain(variants.placeholder);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('with priority (the hero) is eager, fetched with high priority, and preloaded in the head', () => {
    mount(<ResponsiveImage src="/api/uploads/k.jpg" variants={variants} alt="" sizes="100vw" priority data-testid="hero" />);
    const img = screen.getByTestId('hero');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const link = document.head.querySelector('link[rel=preload][as=image]');
    expect(link?.getAttribute('imagesrcset')).toBe(variants.sources[0].srcSet);
    expect(link?.getAttribute('type')).toBe('image/avif');
  });

  it('shows the stored path as is while an image has no variants yet', () => {
    mount(<ResponsiveImage src="/api/uploads/old.png" variants={null} alt="Old" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Old' });
    expect(img.getAttribute('src')).toBe('/api/uploads/old.png');
    expect(img.getAttribute('width')).toBeNull();
  });
});
