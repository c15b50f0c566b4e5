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

/** `admin`: everything; `editor`: the content visitors read; `user`: no back office (server/access.ts). */
export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
const roleSchema = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });

export const userSchema = z
  .object({ _id: idSchema, email: z.string(), role: z.enum(ROLES), createdAt: instantSchema })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() }).meta({ id: 'Tokens' });

export const sessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), user: userSchema })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, maxLength(PASSWORD_MAX));

const oneTimeToken = z.string({ error: 'Token is required' }).min(1, 'Token is required').max(256);

/** A member of the team as the admin's Team screen sees them. */
export const memberSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    createdAt: instantSchema,
    lastSignInAt: instantSchema.nullable(),
    twoFactor: z.boolean(),
  })
  .meta({ id: 'Member' });
export type MemberDto = z.infer<typeof memberSchema>;

export const inviteInputSchema = z
  .object({ email: emailAddress(EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_PATTERN), role: roleSchema })
  .meta({ id: 'InviteInput' });

export const inviteSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    role: z.enum(ROLES),
    /** Only in the answer to the invitation's creation: the token is never stored, only its hash. */
    url: z.string().optional(),
    createdAt: instantSchema,
    expiresAt: instantSchema,
  })
  .meta({ id: 'Invite' });
export type InviteDto = z.infer<typeof inviteSchema>;

/** Accepting an invitation or using a reset link: the link's token and the new password. */
export const tokenPasswordSchema = z
  .object({ token: oneTimeToken, password: newPassword('Password is required') })
  .meta({ id: 'TokenPassword' });

export const memberUpdateSchema = z
  .object({ role: roleSchema.optional(), active: z.boolean({ error: 'Active must be true or false' }).optional() })
  .meta({ id: 'MemberUpdate' });

export const passwordChangeSchema = z
  .object({
    current: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX, maxLength(PASSWORD_MAX)),
    next: newPassword('New password is required'),
  })
  .meta({ id: 'PasswordChange' });

export const resetLinkSchema = z.object({ url: z.string(), expiresAt: instantSchema }).meta({ id: 'ResetLink' });
export type ResetLinkDto = z.infer<typeof resetLinkSchema>;

/** One signed-in browser (a refresh-token family). */
export const loginSessionSchema = z
  .object({
    _id: idSchema,
    createdAt: instantSchema,
    lastUsedAt: instantSchema,
    userAgent: z.string().nullable(),
    current: z.boolean(),
  })
  .meta({ id: 'LoginSession' });
export type LoginSessionDto = z.infer<typeof loginSessionSchema>;
