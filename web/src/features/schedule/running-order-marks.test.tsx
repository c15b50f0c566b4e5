import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { bandFixture, renderPublic } from '../../test/render';
import { RunningOrderPage } from './RunningOrderPage';

const stage = { __typename: 'Stage', _id: 'main', name: 'Main Stage', order: 1 };
const set = (name: string, startsAt: string, endsAt: string) => bandFixture(name, { stageId: 'main', startsAt, endsAt });

// 20:00–21:00 and 21:30–22:30 festival time (UTC+3 in September).
const bands = [set('Opener', '2027-09-26T17:00:00.000Z', '2027-09-26T18:00:00.000Z'), set('Closer', '2027-09-26T18:30:00.000Z', '2027-09-26T19:30:00.000Z')];
const resolve = (op: string) => (op === 'Lineup' ? { data: { bands, stages: [stage], activeFestival: null } } : { data: null });

/** Only Date is faked: Apollo and the testing library keep their real timers. */
const atTime = (iso: string): void => {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
};

afterEach(() => {
  jest.useRealTimers();
});

describe('running order: Now and Next', () => {
  it('marks the set on stage "Now" and the following one "Next" during the festival, with "Jump to now"', async () => {
    atTime('2027-09-26T17:30:00.000Z');
    renderPublic(<RunningOrderPage />, { resolve, route: '/lineup/running-order' });
    expect(await screen.findByText('Now')).toBeInTheDocument();
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump to now' })).toBeInTheDocument();
  });

  it('marks nothing months before the festival', async () => {
    atTime('2026-11-23T12:00:00.000Z');
    renderPublic(<RunningOrderPage />, { resolve, route: '/lineup/running-order' });
    expect(await screen.findAllByText('Opener')).not.toHaveLength(0);
    expect(screen.queryByText('Next')).toBeNull();
    expect(screen.queryByText('Now')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jump to now' })).toBeNull();
  });
});
