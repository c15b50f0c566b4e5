/** Sign-in: credentials, refresh tokens and the user on the wire. */
import { z } from 'zod';
import { emailAddress, EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED, idSchema, instantSchema, maxLength } from './common';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;
/**
 * Passwords of the team (chosen from an invitation or a reset link, or changed): at least 12
 * characters, and not one a strength estimator rates weak or common (checked by the server,
 * server/services/auth/password-strength.ts). Registration keeps the spec's PASSWORD_MIN.
 */
export const STAFF_PASSWORD_MIN = 12;

// The login email is "non-space text, @, non-space text"; the password has at least 6 characters.
export const credentialsSchema = z
  .object({
    email: emailAddress(EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_PATTERN).describe('The email address signed up with.'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, maxLength(PASSWORD_MAX))
      .describe('Its password.'),
  })
  .meta({ id: 'Credentials', description: 'An email address and its password.' });

export const refreshSchema = z
  .object({
    refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
  })
  .meta({ id: 'RefreshRequest' });

export type Credentials = z.infer<typeof credentialsSchema>;

/** `admin`: everything; `editor`: the content visitors read; `user`: no back office (server/access.ts). */
export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
const roleSchema = z
  .enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` })
  .meta({
    id: 'Role',
    description: 'Admin: everything; editor: the content visitors read; user: no back office.',
    'x-enum-descriptions': { admin: 'Everything: content, settings, the team, the inbox.', editor: 'The content visitors read (bands, news, pages, archives, partners).', user: 'A signed-up visitor: no back office.' },
  });

export const userSchema = z
  .object({ _id: idSchema, email: z.string().describe('Their email address (their sign-in name).'), role: roleSchema, createdAt: instantSchema })
  .meta({ id: 'User', description: 'A signed-in member: who they are and their role.' });
export type UserDto = z.infer<typeof userSchema>;

const accessToken = z.string().describe('The Bearer token for the Authorization header (short-lived).');
const refreshToken = z.string().describe('Exchanged for new tokens by refresh (once: it rotates); ends the login on logout.');
export const tokensSchema = z.object({ accessToken, refreshToken }).meta({ id: 'Tokens', description: 'A new pair of tokens for the same login.' });

export const sessionSchema = z
  .object({ accessToken, refreshToken, user: userSchema })
  .meta({ id: 'Session', description: 'A sign-in: the tokens and who they are for.' });
export type Session = z.infer<typeof sessionSchema>;

const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, maxLength(PASSWORD_MAX));

const oneTimeToken = z.string({ error: 'Token is required' }).min(1, 'Token is required').max(256);

/** A member of the team as the admin's Team screen sees them. */
export const memberSchema = z
  .object({
    _id: idSchema,
    email: z.string().describe('Their email address.'),
    role: roleSchema,
    active: z.boolean().describe('False once deactivated: their logins ended and they cannot sign in.'),
    createdAt: instantSchema,
    lastSignInAt: instantSchema.nullable(),
    twoFactor: z.boolean().meta({ description: 'Two-factor sign-in with an authenticator app (TOTP) is on.' }),
    passkeys: z
      .number()
      .int()
      .meta({ description: 'How many passkeys the member has registered: a passkey sign-in meets two-factor by itself.' }),
  })
  .meta({ id: 'Member', description: 'A member of the team (admins only).' });
export type MemberDto = z.infer<typeof memberSchema>;

export const inviteInputSchema = z
  .object({ email: emailAddress(EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_PATTERN).describe('Whom to invite.'), role: roleSchema })
  .meta({ id: 'InviteInput', description: 'Whom to invite and with which role.' });

export const inviteSchema = z
  .object({
    _id: idSchema,
    email: z.string().describe('Whom it invites.'),
    role: roleSchema,
    /** Only in the answer to the invitation's creation: the token is never stored, only its hash. */
    url: z.string().optional().describe('The one-time link to send them (only in the answer to its creation).'),
    createdAt: instantSchema,
    expiresAt: instantSchema,
  })
  .meta({ id: 'Invite', description: 'An invitation; `url` (the one-time link) only in the answer to its creation.' });
export type InviteDto = z.infer<typeof inviteSchema>;

/** Accepting an invitation or using a reset link: the link's token and the new password. */
export const tokenPasswordSchema = z
  .object({ token: oneTimeToken.describe("The link's token (after #token= in the link)."), password: newPassword('Password is required').describe('The new password.') })
  .meta({ id: 'TokenPassword', description: "A one-time link's token and the password to set." });

export const memberUpdateSchema = z
  .object({ role: roleSchema.optional(), active: z.boolean({ error: 'Active must be true or false' }).optional().describe('False deactivates (their logins end at once); true lets them back.') })
  .meta({ id: 'MemberUpdate', description: "What changes of a member: their role, or whether they are active (the last active admin stays one)." });

export const passwordChangeSchema = z
  .object({
    current: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX, maxLength(PASSWORD_MAX)).describe('The password now (a wrong one counts against the sign-in limits).'),
    next: newPassword('New password is required').describe('The new password.'),
  })
  .meta({ id: 'PasswordChange', description: "One's password now and the new one." });

/** A reset link that would still work, as the admins' list shows it (never its token). */
export const pendingResetLinkSchema = z
  .object({
    _id: idSchema,
    memberId: idSchema,
    memberEmail: z.string().meta({ description: 'Whose password the link sets.' }),
    createdById: idSchema.nullable(),
    createdByEmail: z.string().nullable().meta({ description: 'The admin who made the link.' }),
    createdAt: instantSchema,
    expiresAt: instantSchema,
  })
  .meta({
    id: 'PendingResetLink',
    description:
      'An outstanding password reset link: unused, unrevoked, unexpired, for an active member, made by an admin who is still one.',
  });
export type PendingResetLinkDto = z.infer<typeof pendingResetLinkSchema>;

/** A new reset link, as the admin who made it is given it (its token is in the URL, shown this once). */
export const resetLinkSchema = z
  .object({ url: z.string().describe('The one-time link to hand the member (24 hours).'), expiresAt: instantSchema })
  .meta({ id: 'ResetLink', description: 'A password reset link made by an admin.' });
export type ResetLinkDto = z.infer<typeof resetLinkSchema>;

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z
  .object({ email: emailAddress(EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_PATTERN).describe("The member's email address.") })
  .meta({ id: 'PasswordResetRequest', description: '"Forgot password?": the address to send a reset link to.' });

/** The same answer whether or not the address is a member's: whether links are mailed here, and what to tell the person. */
export const passwordResetRequestAnswerSchema = z
  .object({
    mailed: z.boolean().meta({ description: 'Reset links are mailed here (SMTP_URL is set); false: ask an admin for one.' }),
    message: z.string().describe('What to tell the person (the same whether or not the address is a member\'s).'),
  })
  .meta({ id: 'PasswordResetRequestAnswer', description: 'The answer to a reset request: taken, and whether links are mailed here.' });
export type PasswordResetRequestAnswerDto = z.infer<typeof passwordResetRequestAnswerSchema>;

/** One signed-in browser (a refresh-token family). */
export const loginSessionSchema = z
  .object({
    _id: idSchema,
    createdAt: instantSchema,
    lastUsedAt: instantSchema,
    userAgent: z.string().nullable().describe('The browser it signed in from (its User-Agent), or null.'),
    current: z.boolean().describe('This is the login the request was made with.'),
  })
  .meta({ id: 'LoginSession', description: 'One signed-in browser (a login).' });
export type LoginSessionDto = z.infer<typeof loginSessionSchema>;

const oneTimeCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(32, 'Enter the 6-digit code or a recovery code');

/** A code from the authenticator app (or, where allowed, a recovery code). */
export const twoFactorCodeSchema = z.object({ code: oneTimeCode }).meta({ id: 'TwoFactorCode' });

/** The second step of a sign-in: the login's challenge and a TOTP or recovery code. */
export const twoFactorVerifySchema = z
  .object({
    challenge: z.string({ error: 'Challenge is required' }).min(1, 'Challenge is required').max(2048).describe("The login's answer's challenge."),
    code: oneTimeCode.describe("A code from the authenticator app, or an unused recovery code."),
  })
  .meta({ id: 'TwoFactorVerify', description: "A sign-in's second step: the challenge from login and a code (or a recovery code)." });

export const twoFactorSetupSchema = z
  .object({
    secret: z.string().describe('The TOTP secret (base32), for typing into the authenticator app.'),
    otpauthUrl: z.string().meta({ description: 'The otpauth:// URL for the authenticator app (the admin shows it as a QR code).' }),
  })
  .meta({ id: 'TwoFactorSetup', description: 'A new authenticator secret; enable it with a code it makes.' });
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupSchema>;

/** Whether one's two-factor sign-in is on, and the recovery codes left. */
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean().describe('Two-factor sign-in with an authenticator app is on.'),
    recoveryCodesLeft: z.number().int().describe('How many one-time recovery codes are left.'),
    required: z.boolean().meta({ description: 'The team requires two-factor of this member (staff); without it they may use only their Account.' }),
    satisfied: z.boolean().meta({ description: 'This sign-in meets two-factor: it is on, or the sign-in was made with a passkey.' }),
  })
  .meta({ id: 'TwoFactorStatus', description: "One's two-factor sign-in: on or off, and what the team asks." });
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusSchema>;

/** A login's answer for an account with two-factor: no tokens yet, a challenge valid 5 minutes. */
export const twoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), challenge: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** The team's sign-in policy (admins): whether every staff member must use two-factor sign-in. */
export const teamPolicySchema = z
  .object({
    requireTwoFactor: z
      .boolean({ error: 'requireTwoFactor must be true or false' })
      .meta({ description: 'Staff without two-factor sign-in may use nothing but their Account until they set it up.' }),
  })
  .meta({ id: 'TeamPolicy', description: "The team's sign-in policy." });
export type TeamPolicyDto = z.infer<typeof teamPolicySchema>;
