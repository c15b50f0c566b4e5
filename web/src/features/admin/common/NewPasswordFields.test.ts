import { describe, expect, it } from '@jest/globals';
import { validatePasswordChange } from '../account/AccountAdmin';
import { validateNewPassword } from '../access/SetPasswordPage';

describe('a new team password, checked before it is sent', () => {
  it('names the set-password page’s fields: required, 12 to 1,024 characters, repeated', () => {
    expect(validateNewPassword({})).toEqual({ password: 'Password is required' });
    expect(validateNewPassword({ password: 'short-pw', confirm: 'short-pw' })).toEqual({ password: 'Password must be at least 12 characters' });
    expect(validateNewPassword({ password: 'x'.repeat(1025), confirm: 'x'.repeat(1025) })).toEqual({ password: 'Must be at most 1024 characters' });
    expect(validateNewPassword({ password: 'Velvet-Thunder-Orchard', confirm: 'Velvet-Thunder' })).toEqual({ confirm: 'The passwords do not match' });
    expect(validateNewPassword({ password: 'Velvet-Thunder-Orchard', confirm: 'Velvet-Thunder-Orchard' })).toEqual({});
  });

  it('names the account form’s fields: the current one, the new one as `next`, its repetition', () => {
    expect(validatePasswordChange({})).toEqual({ current: 'Current password is required', next: 'New password is required' });
    expect(validatePasswordChange({ current: 'old', next: 'short-pw', confirm: 'other' })).toEqual({ next: 'Password must be at least 12 characters', confirm: 'The passwords do not match' });
    expect(validatePasswordChange({ current: 'old', next: 'Velvet-Thunder-Orchard', confirm: 'Velvet-Thunder-Orchard' })).toEqual({});
  });
});
