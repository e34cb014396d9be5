// Pricing (core-platform §2 Pricing and Other entries, §3 Tax, §5 tax rate, §9 tax calculation;
// operations §3 currency rate search, §7 currency and child policy, §9 residency and currency): the
// base rates per channel × room type × stay type (channel price), per season (seasonal price) and per
// date (day price), each in LKR for residents and USD for non-residents; offers; the hotel's taxes;
// the child and cancellation policies; currency exchange rates; and the price check, whose answer is
// the domain engine's priced stay. Fields the spec does not show are ours.
import {
  CHILD_CHARGES,
  COMMON_REFUSALS,
  EXCHANGE_CURRENCIES,
  MAX_CHILD_AGE,
  OFFER_TYPES,
  PRICE_RULES,
  PRICING_REFUSALS,
  RESTAURANT_ADMIN_REFUSALS,
  ROOM_REFUSALS,
  ageBandsRefusal,
  cancellationRefusal,
  offerRefusal,
  refusalText,
  type FieldRefusal,
  type RefusalReason,
} from '@hotel/domain';
import { z } from 'zod';
import { datesInOrder, id, isoDate, nameField, percent, positiveId, price, wholeNumber } from './fields.js';
import { money } from './money.js';
import { mealPlan } from './room-entities.js';

const P = PRICING_REFUSALS;

/**
 * Adds a domain rule's refusal as the issue of its field (`bands.1.fromAge` → ['bands', 1, 'fromAge']),
 * carrying its key and values so the upstream answers them beside the text it fills.
 */
export function issueOf(refusal: FieldRefusal<RefusalReason> | null, ctx: z.RefinementCtx): void {
  if (!refusal) return;
  const path = refusal.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  ctx.addIssue({
    code: 'custom',
    path,
    message: refusalText(refusal.reason, refusal.params),
    params: { reason: refusal.reason, ...(refusal.params ? { values: refusal.params } : {}) },
  });
}

export const priceRule = z.enum(PRICE_RULES);

// ------------------------------------------------------------------------------------- prices

/** What every price row shows: its channel, room type and stay type by name, and its two amounts. */
const priceRow = z.object({
  id,
  hotelId: id,
  channelId: id,
  channelName: z.string(),
  roomTypeId: id,
  roomTypeName: z.string(),
  stayTypeId: id,
  stayTypeName: z.string(),
  mealPlan,
  /** LKR, for residents. */
  residentRate: money,
  /** USD, for non-residents. */
  nonResidentRate: money,
});
export const channelPrice = priceRow;
export type ChannelPrice = z.infer<typeof channelPrice>;
export const seasonalPrice = priceRow.extend({ seasonId: id, seasonName: z.string() });
export type SeasonalPrice = z.infer<typeof seasonalPrice>;
export const dayPrice = priceRow.extend({ priceDate: z.string() });
export type DayPrice = z.infer<typeof dayPrice>;

export const channelPriceInput = z.object({
  hotelId: positiveId,
  channelId: positiveId,
  roomTypeId: positiveId,
  stayTypeId: positiveId,
  residentRate: price,
  nonResidentRate: price,
});
export const seasonalPriceInput = channelPriceInput.extend({ seasonId: positiveId });
export const dayPriceInput = channelPriceInput.extend({ priceDate: isoDate });

/** One channel × room type × stay type over consecutive dates: the price of each night and its rule. */
export const rateGridRow = z.object({
  channelId: id,
  channelName: z.string(),
  roomTypeId: id,
  roomTypeName: z.string(),
  stayTypeId: id,
  stayTypeName: z.string(),
  fromDate: z.string(),
  /** One per date from fromDate; null where no rule prices the night. */
  rules: z.array(priceRule.nullable()),
  residentRates: z.array(money.nullable()),
  nonResidentRates: z.array(money.nullable()),
});
export type RateGridRow = z.infer<typeof rateGridRow>;

// ------------------------------------------------------------------------------------- offers

export const offerType = z.enum(OFFER_TYPES);
export const offerPrice = z.object({
  id,
  hotelId: id,
  name: z.string(),
  offerType,
  discountPercent: z.number(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  minNights: z.number().int().nullable(),
  minDaysBefore: z.number().int().nullable(),
  roomTypeId: id.nullable(),
  roomTypeName: z.string().nullable(),
  channelId: id.nullable(),
  channelName: z.string().nullable(),
  active: z.boolean(),
});
export type OfferPrice = z.infer<typeof offerPrice>;
const offerFields = z.object({
  hotelId: positiveId,
  name: nameField(80),
  offerType,
  discountPercent: z.number({ error: P.DISCOUNT_PERCENT_RANGE }),
  fromDate: isoDate.nullish().transform((v) => v ?? null),
  toDate: isoDate.nullish().transform((v) => v ?? null),
  minNights: wholeNumber(1, 366, P.OFFER_NIGHTS_REQUIRED)
    .nullish()
    .transform((v) => v ?? null),
  minDaysBefore: wholeNumber(1, 730, P.OFFER_DAYS_REQUIRED)
    .nullish()
    .transform((v) => v ?? null),
  roomTypeId: positiveId.nullish().transform((v) => v ?? null),
  channelId: positiveId.nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
});
export const offerPriceInput = offerFields.superRefine((o, ctx) => issueOf(offerRefusal(o), ctx));
export const offerPriceUpdate = offerFields
  .extend({ id: positiveId })
  .superRefine((o, ctx) => issueOf(offerRefusal(o), ctx));

// ------------------------------------------------------------------------------------- the online rate changer

export const RATE_CHANGE_MAX_DAYS = 366;
export const rateChangeInput = z
  .object({
    hotelId: positiveId,
    fromDate: isoDate,
    toDate: isoDate,
    /** None: every channel that sells online. */
    channelIds: z.array(positiveId).max(50).default([]),
    /** None: every room type. */
    roomTypeIds: z.array(positiveId).max(100).default([]),
    direction: z.enum(['RAISE', 'LOWER']),
    changeType: z.enum(['PERCENTAGE', 'AMOUNT']),
    percent: z.number().gt(0, P.RATE_CHANGE_VALUE_REQUIRED).max(1000, P.RATE_CHANGE_VALUE_REQUIRED).nullish(),
    residentAmount: price.nullish(),
    nonResidentAmount: price.nullish(),
  })
  .superRefine(datesInOrder('fromDate', 'toDate'))
  .superRefine((c, ctx) => {
    const days = (Date.parse(c.toDate) - Date.parse(c.fromDate)) / 86_400_000 + 1;
    if (days > RATE_CHANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: COMMON_REFUSALS.RANGE_TOO_LONG });
    }
    if (c.changeType === 'PERCENTAGE' && c.percent == null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: P.RATE_CHANGE_VALUE_REQUIRED });
    }
    if (c.changeType === 'AMOUNT') {
      for (const field of ['residentAmount', 'nonResidentAmount'] as const) {
        if (c[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: P.RATE_CHANGE_VALUE_REQUIRED });
      }
    }
  });
export type RateChangeInput = z.infer<typeof rateChangeInput>;

export const rateChangeRow = z.object({
  date: z.string(),
  channelId: id,
  channelName: z.string(),
  roomTypeId: id,
  roomTypeName: z.string(),
  stayTypeId: id,
  stayTypeName: z.string(),
  /** The rule whose price is changed (a day price is then written over it). */
  rule: priceRule,
  residentRate: money,
  nonResidentRate: money,
  newResidentRate: money,
  newNonResidentRate: money,
});
export type RateChangeRow = z.infer<typeof rateChangeRow>;

// ------------------------------------------------------------------------------------- taxes

/** A tax of the hotel (core §3 Tax): applied by sequence, VAT only when asked, the levy grossed up. */
export const hotelTax = z.object({
  id,
  hotelId: id,
  name: z.string(),
  rate: z.number(),
  sequence: z.number().int(),
  vat: z.boolean(),
  socialSecurityContributionLevy: z.boolean(),
  active: z.boolean(),
});
export type HotelTax = z.infer<typeof hotelTax>;
const RA = RESTAURANT_ADMIN_REFUSALS;
const taxFields = z.object({
  hotelId: positiveId,
  name: nameField(80),
  rate: z.number({ error: RA.TAX_RATE_NEGATIVE }).min(0, RA.TAX_RATE_NEGATIVE).max(1000, RA.TAX_RATE_NEGATIVE),
  sequence: wholeNumber(1, 99, RA.TAX_SEQUENCE_RANGE).default(1),
  vat: z.boolean().default(false),
  socialSecurityContributionLevy: z.boolean().default(false),
  active: z.boolean().default(true),
});
const taxFlags = (t: { rate: number; vat: boolean; socialSecurityContributionLevy: boolean }, ctx: z.RefinementCtx) => {
  if (t.socialSecurityContributionLevy && t.rate >= 100) {
    ctx.addIssue({ code: 'custom', path: ['rate'], message: RA.LEVY_RATE_TOO_HIGH });
  }
  if (t.vat && t.socialSecurityContributionLevy) {
    ctx.addIssue({ code: 'custom', path: ['socialSecurityContributionLevy'], message: RA.TAX_VAT_AND_LEVY });
  }
};
export const hotelTaxInput = taxFields.superRefine(taxFlags);
export const hotelTaxUpdate = taxFields.extend({ id: positiveId }).superRefine(taxFlags);

// ------------------------------------------------------------------------------------- child policy

export const childCharge = z.enum(CHILD_CHARGES);
export const ageBand = z.object({
  fromAge: z.number().int(),
  toAge: z.number().int(),
  charge: childCharge,
  ratePercent: z.number(),
});
export const childPolicy = z.object({
  id,
  hotelId: id,
  /** Null: the whole hotel; otherwise the room type it is for. */
  roomTypeId: id.nullable(),
  roomTypeName: z.string().nullable(),
  name: z.string(),
  validFrom: z.string(),
  bands: z.array(ageBand),
});
export type ChildPolicy = z.infer<typeof childPolicy>;
const bandInput = z.object({
  fromAge: wholeNumber(0, MAX_CHILD_AGE, P.AGE_RANGE),
  toAge: wholeNumber(0, MAX_CHILD_AGE, P.AGE_RANGE),
  charge: childCharge,
  ratePercent: percent().default(0),
});
const childPolicyFields = z.object({
  hotelId: positiveId,
  roomTypeId: positiveId.nullish().transform((v) => v ?? null),
  name: nameField(80),
  validFrom: isoDate,
  bands: z.array(bandInput).max(18),
});
export const childPolicyInput = childPolicyFields.superRefine((p, ctx) => issueOf(ageBandsRefusal(p.bands), ctx));
export const childPolicyUpdate = childPolicyFields
  .extend({ id: positiveId })
  .superRefine((p, ctx) => issueOf(ageBandsRefusal(p.bands), ctx));

// ------------------------------------------------------------------------------------- cancellation policy

export const cancellationTier = z.object({ minDaysBefore: z.number().int(), chargePercent: z.number() });
export const cancellationPolicy = z.object({
  id,
  hotelId: id,
  name: z.string(),
  validFrom: z.string(),
  noShowPercent: z.number(),
  /** By days before arrival, most first. */
  tiers: z.array(cancellationTier),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;
const cancellationFields = z.object({
  hotelId: positiveId,
  name: nameField(80),
  validFrom: isoDate,
  noShowPercent: percent(),
  tiers: z
    .array(z.object({ minDaysBefore: wholeNumber(0, 365, P.DAYS_BEFORE_RANGE), chargePercent: percent() }))
    .max(20),
});
export const cancellationPolicyInput = cancellationFields.superRefine((p, ctx) => issueOf(cancellationRefusal(p), ctx));
export const cancellationPolicyUpdate = cancellationFields
  .extend({ id: positiveId })
  .superRefine((p, ctx) => issueOf(cancellationRefusal(p), ctx));

// ------------------------------------------------------------------------------------- currency exchange rates

export const exchangeCurrency = z.enum(EXCHANGE_CURRENCIES, { error: P.EXCHANGE_CURRENCY });
/** How many LKR one unit of the currency is worth from startDate on. */
export const currencyExchangeRate = z.object({
  id,
  hotelId: id,
  currencyPrefix: exchangeCurrency,
  rate: z.number(),
  startDate: z.string(),
});
export type CurrencyExchangeRate = z.infer<typeof currencyExchangeRate>;
export const currencyExchangeRateInput = z.object({
  hotelId: positiveId,
  currencyPrefix: exchangeCurrency,
  rate: z
    .number({ error: P.EXCHANGE_RATE_NOT_POSITIVE })
    .gt(0, P.EXCHANGE_RATE_NOT_POSITIVE)
    .max(1e11, COMMON_REFUSALS.VALUE_OUT_OF_RANGE),
  startDate: isoDate,
});

// ------------------------------------------------------------------------------------- the price check

export const priceCheckInput = z.object({
  hotelId: positiveId,
  channelId: positiveId,
  roomTypeId: positiveId,
  stayTypeId: positiveId,
  /** Residents pay in LKR, non-residents in USD. */
  resident: z.boolean(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  adults: wholeNumber(1, 20, ROOM_REFUSALS.ADULTS_RANGE),
  childAges: z
    .array(wholeNumber(0, MAX_CHILD_AGE, P.AGE_RANGE))
    .max(20)
    .default([]),
  /** Whether VAT taxes apply; the hotel's VAT registration when not given. */
  vat: z.boolean().nullish(),
  /** The day the booking would be made (early-booking offers); today when not given. */
  bookingDate: isoDate.nullish(),
});
export type PriceCheckInput = z.infer<typeof priceCheckInput>;

export const pricedNight = z.object({
  date: z.string(),
  rule: priceRule,
  seasonName: z.string().nullable(),
  baseRate: money,
  room: money,
  children: money,
  offerName: z.string().nullable(),
  discountPercent: z.number().nullable(),
  discount: money,
  amount: money,
});
export const priceCheck = z.object({
  currency: z.enum(['LKR', 'USD']),
  nights: z.number().int(),
  paxName: z.string(),
  countedAdults: z.number().int(),
  children: z.array(z.object({ age: z.number().int(), charge: childCharge, ratePercent: z.number() })),
  childPolicyName: z.string().nullable(),
  vat: z.boolean(),
  lines: z.array(pricedNight),
  subtotal: money,
  taxes: z.array(
    z.object({ name: z.string(), sequence: z.number().int(), originRate: z.number(), rate: z.number(), amount: money }),
  ),
  totalTax: money,
  total: money,
  /** The total in the other currencies with a rate on the check-in date (exact decimal text). */
  equivalents: z.array(
    z.object({ currency: z.string(), amount: z.string(), rate: z.string(), rateStartDate: z.string().nullable() }),
  ),
});
export type PriceCheck = z.infer<typeof priceCheck>;
