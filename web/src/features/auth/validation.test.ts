import { describe, expect, it } from '@jest/globals';
import { validateLogin } from './validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('checks the email pattern: non-space text, @, non-space text', () => {
    expect(validateLogin({ email: 'nope', password: 'secret1' }).email).toBe('Invalid email address');
    expect(validateLogin({ email: 'a b@c', password: 'secret1' }).email).toBe('Invalid email address');
    expect(validateLogin({ email: 'a@b', password: 'secret1' }).email).toBeUndefined();
  });
  it('wants at least 6 password characters', () => {
    expect(validateLogin({ email: 'a@b.co', password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
});
