import { describe, expect, it } from '@jest/globals';
import { imageUrl } from './imagePath';

describe('imageUrl', () => {
  it('adds /api/ to a path that does not start with it', () => {
    expect(imageUrl('uploads/abc.jpg')).toBe('/api/uploads/abc.jpg');
    expect(imageUrl('/uploads/abc.jpg')).toBe('/api/uploads/abc.jpg');
  });
  it('keeps /api/ paths and absolute URLs as they are', () => {
    expect(imageUrl('/api/uploads/abc.jpg')).toBe('/api/uploads/abc.jpg');
    expect(imageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(imageUrl('http://cdn.example/x.png')).toBe('http://cdn.example/x.png');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
  it('gives no image for empty values', () => {
    expect(imageUrl('')).toBeUndefined();
    expect(imageUrl('   ')).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl(undefined)).toBeUndefined();
  });
});
