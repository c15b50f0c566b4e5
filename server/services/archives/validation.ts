import { z } from 'zod';
import { limits, requiredText } from '../../validation';

export const archiveInputSchema = z.object({
  // Free text ("2023", "2019 – 10th edition").
  // A number (JSON `2023`) is taken as its text.
  year: z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), requiredText(limits.short, 'Year is required')),
  description: requiredText(limits.long, 'Description is required'),
  lineup: requiredText(limits.long, 'Lineup is required'),
});

export type ArchiveInput = z.infer<typeof archiveInputSchema>;
