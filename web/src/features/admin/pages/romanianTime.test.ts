import { describe, expect, it } from '@jest/globals';
import { formatRomanianNow, instantToRomanianInput, romanianInputToInstant } from './romanianTime';

describe('Romanian time (fixed GMT+3) for the countdown editor', () => {
  it('adds 3 hours for display', () => {
    expect(instantToRomanianInput('2025-09-26T14:00:00.000Z')).toBe('2025-09-26T17:00');
  });

  it('crosses midnight and month ends when adding', () => {
    expect(instantToRomanianInput('2025-09-30T22:30:00.000Z')).toBe('2025-10-01T01:30');
    expect(instantToRomanianInput('2025-12-31T21:00:00.000Z')).toBe('2026-01-01T00:00');
  });

  it('subtracts 3 hours on save', () => {
    expect(romanianInputToInstant('2025-09-26T17:00')).toBe('2025-09-26T14:00:00.000Z');
    expect(romanianInputToInstant('2026-01-01T01:15')).toBe('2025-12-31T22:15:00.000Z');
    expect(romanianInputToInstant('2025-06-01T00:00:30')).toBe('2025-05-31T21:00:30.000Z');
  });

  it('round-trips', () => {
    const iso = '2027-03-28T00:45:00.000Z';
    expect(romanianInputToInstant(instantToRomanianInput(iso))).toBe(iso);
  });

  it('does not depend on the browser time zone (no DST, always +3)', () => {
    // January and July give the same offset: the editor uses a fixed +3 hours, not Europe/Bucharest rules.
    expect(instantToRomanianInput('2025-01-15T12:00:00.000Z')).toBe('2025-01-15T15:00');
    expect(instantToRomanianInput('2025-07-15T12:00:00.000Z')).toBe('2025-07-15T15:00');
  });

  it('gives empty / null for missing or invalid values', () => {
    expect(instantToRomanianInput(null)).toBe('');
    expect(instantToRomanianInput('not a date')).toBe('');
    expect(romanianInputToInstant('')).toBeNull();
    expect(romanianInputToInstant('26/09/2025 17:00')).toBeNull();
  });

  it('formats the current Romanian time', () => {
    expect(formatRomanianNow(new Date('2025-09-26T21:05:09.000Z'))).toBe('2025-09-27 00:05:09');
  });
});
