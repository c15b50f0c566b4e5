import { z } from 'zod';
import { limits, maxLength } from '../../validation';

// Spec §5: login email is "non-space text, @, non-space text"; password at least 6 characters.
export const credentialsSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(limits.email, maxLength(limits.email))
    .regex(/^\S+@\S+$/, 'Invalid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(1024, maxLength(1024)),
});

export const refreshSchema = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
});

export type Credentials = z.infer<typeof credentialsSchema>;
