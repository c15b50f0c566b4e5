import { describe, expect, it } from '@jest/globals';
import { variantWidths } from '../../server/services/files/variants';

describe('variantWidths', () => {
  it.each([
    [3500, [320, 640, 960, 1280, 1920]],
    [1920, [320, 640, 960, 1280, 1920]],
    [1000, [320, 640, 960, 1000]],
    [320, [320]],
    [4, [4]],
  ])('an original %i px wide gets %j, each once and none wider than it', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});
