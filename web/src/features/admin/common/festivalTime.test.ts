import { describe, expect, it } from '@jest/globals';
import { festivalClock, festivalInputToInstant, formatFestivalNow, instantToFestivalInput } from './festivalTime';

describe('festival time (Europe/Bucharest) for set times and the countdown editor', () => {
  it('shows September instants at UTC+3 (summer time)', () => {
    expect(instantToFestivalInput('2026-09-26T17:00:00.000Z')).toBe('2026-09-26T20:00');
    expect(festivalClock('2026-09-26T21:30:00.000Z')).toBe('00:30');
  });

  it('follows the winter rule too (UTC+2), unlike a fixed offset', () => {
    expect(instantToFestivalInput('2026-01-15T12:00:00.000Z')).toBe('2026-01-15T14:00');
    expect(festivalInputToInstant('2026-01-15T14:00')).toBe('2026-01-15T12:00:00.000Z');
  });

  it("the countdown editor's clock shows Bucharest time in winter (+2) and summer (+3)", () => {
    expect(formatFestivalNow(new Date('2026-11-25T20:51:00.000Z'))).toBe('2026-11-25 22:51:00');
    expect(formatFestivalNow(new Date('2025-09-26T21:05:09.000Z'))).toBe('2025-09-27 00:05:09');
  });

  it('crosses midnight and year ends', () => {
    expect(instantToFestivalInput('2025-09-30T22:30:00.000Z')).toBe('2025-10-01T01:30');
    expect(instantToFestivalInput('2025-12-31T22:00:00.000Z')).toBe('2026-01-01T00:00');
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
