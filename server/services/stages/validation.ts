import { z } from 'zod';
import { limits, requiredText } from '../../validation';

export const DEFAULT_STAGE_ORDER = 999;

/** An integer ≥ 1; numeric strings (forms) are accepted, blank or null means the default 999. */
const order = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return undefined;
    if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v)) return Number(v);
    return v;
  },
  z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(1, 'Order must be at least 1')
    .max(1_000_000, 'Order must be at most 1000000')
    .default(DEFAULT_STAGE_ORDER),
);

/** What an admin sends to create or (fully) edit a stage. */
export const stageInputSchema = z.object({
  name: requiredText(limits.short, 'Name is required'),
  order,
});

export type StageInput = z.infer<typeof stageInputSchema>;
