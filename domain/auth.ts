/** Sign-in: credentials, refresh tokens and the user on the wire. */
import { z } from 'zod';
import { emailAddress, EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED, idSchema, instantSchema, maxLength } from './common';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;

// The login email is "non-space text, @, non-space text"; the password has at least 6 characters.
export const credentialsSchema = z
  .object({
    email: emailAddress(EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_PATTERN),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, maxLength(PASSWORD_MAX)),
  })
  .meta({ id: 'Credentials' });

export const refreshSchema = z
  .object({
    refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
  })
  .meta({ id: 'RefreshRequest' });

export type Credentials = z.infer<typeof credentialsSchema>;

export const ROLES = ['admin', 'user'] as const;

export const userSchema = z
  .object({ _id: idSchema, email: z.string(), role: z.enum(ROLES), createdAt: instantSchema })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() }).meta({ id: 'Tokens' });

export const sessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), user: userSchema })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
