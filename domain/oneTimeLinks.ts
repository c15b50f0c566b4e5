/**
 * Whether an invitation or reset link can still be used, asked when the link is opened: the page
 * then says "used" or "expired" before anyone types a password. Asking consumes nothing.
 */
import { z } from 'zod';

export const LINK_KINDS = ['invite', 'reset'] as const;
export const LINK_STATES = ['usable', 'used', 'expired', 'invalid'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const linkStatusInputSchema = z
  .object({
    kind: z.enum(LINK_KINDS, { error: "Kind must be 'invite' or 'reset'" }),
    token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(256),
  })
  .meta({ id: 'LinkStatusInput', description: 'A link: its kind and the token after `#token=`.' });

export const linkStatusSchema = z
  .object({
    status: z.enum(LINK_STATES).meta({
      description: '`usable`; `used` (accepted or set already); `expired`; `invalid` (unknown, withdrawn, replaced by a newer link, or no longer valid for its member).',
    }),
  })
  .meta({ id: 'LinkStatus' });
export type LinkStatusDto = z.infer<typeof linkStatusSchema>;
