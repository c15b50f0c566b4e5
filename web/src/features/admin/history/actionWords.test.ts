import { describe, expect, it } from '@jest/globals';
import { AUDIT_ACTIONS } from '@domain/history';
import { actionWords } from './actionWords';

describe('actionWords', () => {
  it('words what the log wrote', () => {
    expect(actionWords('trash.purge')).toBe('Deleted for good');
    expect(actionWords('update')).toBe('Edited');
    expect(actionWords('auth.login.failed')).toBe('Sign-in failed');
  });

  it('gives every action the server writes its own words', () => {
    const words = AUDIT_ACTIONS.map(actionWords);
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
    for (const [i, action] of AUDIT_ACTIONS.entries()) expect(words[i]).not.toBe(action.replace(/[.-]/g, ' '));
  });

  it('shows a name it does not know (a newer server’s) as itself, spaced out, and nothing from the object prototype', () => {
    expect(actionWords('festival.archive-all')).toBe('festival archive all');
    expect(actionWords('toString')).toBe('toString');
    expect(actionWords('__proto__')).toBe('__proto__');
  });
});
