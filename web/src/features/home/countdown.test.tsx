import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../test/render';
import { Countdown } from './Countdown';
import { countdownParts, countdownTarget, DEFAULT_COUNTDOWN_TARGET } from './countdownTime';

describe('countdown maths', () => {
  const target = Date.parse('2030-09-26T14:00:00.000Z');
  it('splits the time left into days, hours, minutes, seconds', () => {
    const now = target - (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('shows all zeros at and after the target', () => {
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(target, target + 86_400_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('falls back to 2025-09-26 14:00 UTC when the date is missing or unreadable (the built-in default)', () => {
    expect(DEFAULT_COUNTDOWN_TARGET).toBe('2025-09-26T14:00:00.000Z');
    expect(countdownTarget(undefined)).toBe(Date.parse('2025-09-26T14:00:00.000Z'));
    expect(countdownTarget('')).toBe(Date.parse('2025-09-26T14:00:00.000Z'));
    expect(countdownTarget('not a date')).toBe(Date.parse('2025-09-26T14:00:00.000Z'));
    expect(countdownTarget('2030-01-01T00:00:00.000Z')).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
  });
});

describe('<Countdown>', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2030-09-26T13:58:58.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const unit = (u: string) => document.querySelector(`[data-unit="${u}"]`)?.textContent;

  it('ticks every second and stops at all zeros', () => {
    render(
      <ChakraProvider value={system}>
        <Countdown target="2030-09-26T14:00:00.000Z" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['00', '00', '01', '02']);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect([unit('minutes'), unit('seconds')]).toEqual(['01', '01']);
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['00', '00', '00', '00']);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['00', '00', '00', '00']);
  });

  it('shows all zeros when no target is set and the default has passed', () => {
    render(
      <ChakraProvider value={system}>
        <Countdown target={null} />
      </ChakraProvider>,
    );
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['00', '00', '00', '00']);
  });
});
