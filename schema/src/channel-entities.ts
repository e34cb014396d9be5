// People who bring guests to a hotel — guides and drivers — with their contact and the commission
// they earn (core-platform §2 /channel/guide and /channel/driver; their fields are ours, the spec shows
// only the routes).
import { CHANNEL_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { id, nameField, optionalPhoneNumber, optionalText, percent, positiveId } from './fields.js';

export const GUIDE_KINDS = ['GUIDE', 'DRIVER'] as const;
export const guideKind = z.enum(GUIDE_KINDS);
export type GuideKind = z.infer<typeof guideKind>;

export const guide = z.object({
  id,
  hotelId: id,
  kind: guideKind,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** A guide's licence or a driver's vehicle number. */
  licenseNumber: z.string(),
  commissionPercent: z.number(),
  active: z.boolean(),
});
export type Guide = z.infer<typeof guide>;

export const guideInput = z.object({
  hotelId: positiveId,
  name: nameField(120),
  phone: optionalPhoneNumber(30).default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  licenseNumber: optionalText(40),
  commissionPercent: percent(CHANNEL_REFUSALS.COMMISSION_RANGE).default(0),
  active: z.boolean().default(true),
});
