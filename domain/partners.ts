/** The festival's partners and sponsors: a logo strip on the home page and in the footer. */
import { z } from 'zod';
import { defineCollection } from './collection';
import { idSchema, imagePathSchema, instantSchema, limits, optionalHttpUrl, requiredText, sortOrder } from './common';
import { MB, variantsOf } from './images';
import type { PublicFields } from './publicFields';

/** Headline partners come first and largest, then main partners, then the rest. */
export const PARTNER_TIERS = ['headline', 'main', 'partner'] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];
export const DEFAULT_PARTNER_ORDER = 999;

export const partnerTierSchema = z
  .enum(PARTNER_TIERS, { error: `Tier must be one of: ${PARTNER_TIERS.join(', ')}` })
  .meta({
    id: 'PartnerTier',
    description: 'Headline, main or partner: the order of the strip, and the logo size.',
    'x-enum-descriptions': { headline: 'First, with the largest logos.', main: 'After the headline partners.', partner: 'Last, with the smallest logos.' },
  });

/** A partner's own fields (the definition adds its switches' and names it `PartnerInput`). */
const partnerFields = z.object({
    name: requiredText(limits.short, 'Name is required'),
    url: optionalHttpUrl().meta({ description: "The partner's site (http or https); empty for none." }),
    tier: partnerTierSchema,
    order: sortOrder(DEFAULT_PARTNER_ORDER, 1_000_000, 'Lower numbers come first within a tier.'),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

const partnerOwnSchema = z.object({
    _id: idSchema,
    name: z.string().describe("The partner's name (the logo's alternative text)."),
    url: z.string().nullable().describe("The partner's site, or null."),
    tier: partnerTierSchema,
    order: z.number().int().describe('Lower numbers come first within a tier.'),
    logo: imagePathSchema,
    logoVariants: variantsOf('logo'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
}).meta({ description: "A sponsor or partner of the festival: its logo on the home page's strip and in the footer." });
export type PartnerDto = z.infer<typeof partnerSchema>;

/** Where a visitor sees each field of a partner (domain/publicFields.ts): the home page's strip and the footer (web/src/features/partners/PartnerLogos.tsx). */
export const PARTNER_PUBLIC_FIELDS = {
  _id: { none: 'a key of the list only' },
  name: ['logo alt text', 'name shown without a logo'],
  url: ['logo link'],
  tier: ['strip rows and logo size'],
  order: ['order within a tier'],
  logo: ['logo'],
  logoVariants: ['logo'],
} as const satisfies PublicFields<z.output<typeof partnerOwnSchema>>;

/** Partners: `/api/partners` (`{partners}` / `{partner}`), GraphQL `partners` / `partner`. */
export const partnerCollection = defineCollection({
  input: partnerFields,
  dto: partnerOwnSchema,
  publicFields: PARTNER_PUBLIC_FIELDS,
  listArgs: z.object({}).optional(),
  search: ['name'],
  file: { field: 'logo', maxBytes: 2 * MB, label: 'Logo' },
  noun: 'partner',
  admin: { route: 'partners', label: 'Partners', icon: 'LuHandshake', order: 50 },
  publicList: true,
  write: 'manageContent',
  removable: true,
  history: true,
  trash: true,
  drafts: true,
  docs: { list: 'Partners, by tier (headline, main, partner) then order' },
});

export const partnerInputSchema = partnerCollection.input;
export const partnerSchema = partnerCollection.dto;
