import { describe, expect, it } from '@jest/globals';
import { formatDate, paragraphs } from './format';

describe('formatDate', () => {
  it('writes the UTC day as the en-US long date Intl would', () => {
    // Every month, leap days, and instants whose UTC day differs from the local one.
    const instants = ['2025-09-26T00:00:00Z', '2024-02-29T12:00:00Z', '2026-12-31T23:59:59Z', '2024-03-01T01:00:00+14:00', '1999-12-31T22:00:00-05:00'];
    for (let month = 0; month < 12; month++) instants.push(new Date(Date.UTC(2027, month, 15)).toISOString());
    for (const iso of instants) {
      const intl = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(formatDate(iso)).toBe(intl);
    }
    expect(formatDate('2025-09-26T10:00:00Z')).toBe('September 26, 2025');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on line breaks and drops blank lines', () => {
    expect(paragraphs('One\r\n\n  Two  \nThree')).toEqual(['One', 'Two', 'Three']);
    expect(paragraphs(null)).toEqual([]);
  });
});
