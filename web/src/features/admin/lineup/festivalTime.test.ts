import { describe, expect, it } from '@jest/globals';
import { festivalClock, festivalInputToInstant, instantToFestivalInput } from './festivalTime';

describe('festival time (Europe/Bucharest) for set times', () => {
  it('shows September instants at UTC+3 (summer time)', () => {
    expect(instantToFestivalInput('2026-09-26T17:00:00.000Z')).toBe('2026-09-26T20:00');
    expect(festivalClock('2026-09-26T21:30:00.000Z')).toBe('00:30');
  });

  it('follows the winter rule too (UTC+2), unlike a fixed offset', () => {
    expect(instantToFestivalInput('2026-01-15T12:00:00.000Z')).toBe('2026-01-15T14:00');
    expect(festivalInputToInstant('2026-01-15T14:00')).toBe('2026-01-15T12:00:00.000Z');
  });

  it('reads an entered festival time as the right instant and round-trips', () => {
    expect(festivalInputToInstant('2026-09-26T20:00')).toBe('2026-09-26T17:00:00.000Z');
    expect(festivalInputToInstant('2026-09-27T00:15')).toBe('2026-09-26T21:15:00.000Z');
    const iso = '2026-09-25T18:45:00.000Z';
    expect(festivalInputToInstant(instantToFestivalInput(iso))).toBe(iso);
  });

  it('gives empty / null for missing or malformed values', () => {
    expect(instantToFestivalInput(null)).toBe('');
    expect(instantToFestivalInput('nope')).toBe('');
    expect(festivalInputToInstant('')).toBeNull();
    expect(festivalInputToInstant('26/09/2026 20:00')).toBeNull();
  });
});
