// Contract fields several areas share: the domain's shared input patterns (core-platform §5), so the
// upstream refuses exactly what the web's forms refuse, with the same key (the message is the
// catalogue's text, which the upstream answers with its key); and the hotel catalogue's (room,
// channel, pricing) ids, hotel-scoped queries, names, dates, percentages and prices.
import {
  COMMON_REFUSALS,
  PRICING_REFUSALS,
  isWireAmount,
  optionalPhoneNumber as phoneRule,
  optionalWebAddress as webAddressRule,
} from '@hotel/domain';
import { z } from 'zod';
import { pathId, qInt } from './contract.js';
import { AMOUNT_DECIMALS_MESSAGE } from './money.js';

/** Empty, or a phone number (the 10-digit national number, or + and the country code). */
export const optionalPhoneNumber = (max = 30) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => phoneRule(value) === null, COMMON_REFUSALS.INVALID_PHONE_NUMBER);

/** Empty, or a web address (http or https, or no scheme). */
export const optionalWebAddress = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => webAddressRule(value) === null, COMMON_REFUSALS.INVALID_WEB_ADDRESS);

export const id = z.number().int();
export const positiveId = z.number().int().positive();
export const idParams = z.object({ id: pathId() });
export const hotelParams = z.object({ hotelId: pathId() });
/** A list of one hotel. */
export const hotelQuery = { hotelId: qInt().positive() };

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, message: string = COMMON_REFUSALS.REQUIRED_FIELD) =>
  z.string({ error: message }).trim().min(1, message).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).default('');
export const nameField = (max = 60) => requiredText(max, COMMON_REFUSALS.NAME_REQUIRED);

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: COMMON_REFUSALS.DATE_REQUIRED });
/** Query dates travel as text already in that form. */
export const qDate = () => z.iso.date({ error: COMMON_REFUSALS.DATE_REQUIRED });

/** A whole number from `min` to `max`, refused with `message`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A percentage from 0 to 100 (decimals allowed). */
export const percent = (message: string = PRICING_REFUSALS.PERCENT_RANGE) =>
  z.number({ error: message }).min(0, message).max(100, message);

/** A price as a form sends it: zero or more, to the cent. */
export const price = z
  .number({ error: PRICING_REFUSALS.NEGATIVE_PRICE })
  .min(0, PRICING_REFUSALS.NEGATIVE_PRICE)
  .max(99_999_999, COMMON_REFUSALS.VALUE_OUT_OF_RANGE)
  .refine(isWireAmount, AMOUNT_DECIMALS_MESSAGE);

/** Refines a pair of dates (both given): the last not before the first, named on `to`. */
export const datesInOrder =
  <T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string) =>
  (value: T, ctx: z.RefinementCtx): void => {
    const a = value[from];
    const b = value[to];
    if (typeof a === 'string' && typeof b === 'string' && b < a) {
      ctx.addIssue({ code: 'custom', path: [to], message: COMMON_REFUSALS.END_BEFORE_START });
    }
  };
