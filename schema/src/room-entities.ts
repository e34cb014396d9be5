// What the hotel sells (core-platform §2 Rooms; operations §3 stay type filters, room type and
// reservation type with image; §7 room type, stay type, reservation types and holiday config; §9 meal
// plans): room types with a picture, rooms, their areas, view types and amenities, stay types (a meal
// plan with its occupancy limits, per room type), pax (occupancies and what they pay of the base
// rate), seasons, holidays and reservation types. Field names are the spec's where it shows them.
import { ROOM_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { datesInOrder, id, isoDate, nameField, optionalText, positiveId, requiredText, wholeNumber } from './fields.js';

const R = ROOM_REFUSALS;
const imageUrl = z.string().nullable();
const adults = wholeNumber(1, 20, R.ADULTS_RANGE);
const children = wholeNumber(0, 20, R.CHILDREN_RANGE);

/** Meal plans (operations §9): RO room only, BB breakfast, HB half board, FB full board. */
export const MEAL_PLANS = ['RO', 'BB', 'HB', 'FB'] as const;
export const mealPlan = z.enum(MEAL_PLANS, { error: R.MEAL_PLAN_REQUIRED });
export type MealPlan = z.infer<typeof mealPlan>;

// ------------------------------------------------------------------------------------- room attributes

/** A view type, an amenity or a room area: a named choice a room carries. */
export const roomAttribute = z.object({
  id,
  hotelId: id,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** Rooms carrying it: it cannot be deleted while any do. */
  roomCount: z.number().int(),
});
export type RoomAttribute = z.infer<typeof roomAttribute>;
export const roomAttributeInput = z.object({
  hotelId: positiveId,
  name: nameField(),
  description: optionalText(300),
  active: z.boolean().default(true),
});

// ------------------------------------------------------------------------------------- room types

export const roomType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  description: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  image: imageUrl,
  active: z.boolean(),
  /** Its rooms: a room type with rooms cannot be deleted. */
  roomCount: z.number().int(),
  stayTypeCount: z.number().int(),
});
export type RoomType = z.infer<typeof roomType>;
export const roomTypeInput = z.object({
  hotelId: positiveId,
  name: nameField(),
  description: optionalText(500),
  maxAdults: adults,
  maxChildren: children,
  active: z.boolean().default(true),
});
export const ROOM_TYPE_IMAGES = ['image'] as const;

// ------------------------------------------------------------------------------------- rooms

/** A room (core §2 /room/manage): its number, type, floor, area, view, amenities and capacity. */
export const room = z.object({
  id,
  hotelId: id,
  roomNo: z.string(),
  roomTypeId: id,
  roomTypeName: z.string(),
  floor: z.number().int(),
  roomAreaId: id.nullable(),
  roomAreaName: z.string().nullable(),
  viewTypeId: id.nullable(),
  viewTypeName: z.string().nullable(),
  amenityIds: z.array(id),
  amenityNames: z.array(z.string()),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  active: z.boolean(),
  /** Out of order from / to (both included); null when it is in order. */
  outOfOrderFrom: z.string().nullable(),
  outOfOrderTo: z.string().nullable(),
});
export type Room = z.infer<typeof room>;

const outOfOrder = (r: { outOfOrderFrom?: string | null; outOfOrderTo?: string | null }, ctx: z.RefinementCtx) => {
  const from = r.outOfOrderFrom ?? null;
  const to = r.outOfOrderTo ?? null;
  if ((from === null) !== (to === null) || (from && to && to < from)) {
    ctx.addIssue({ code: 'custom', path: [from ? 'outOfOrderTo' : 'outOfOrderFrom'], message: R.OUT_OF_ORDER_DATES });
  }
};
const roomFields = z.object({
  hotelId: positiveId,
  roomNo: requiredText(10, R.ROOM_NO_REQUIRED),
  roomTypeId: z.number({ error: R.ROOM_TYPE_REQUIRED }).int().positive(R.ROOM_TYPE_REQUIRED),
  floor: wholeNumber(-5, 200, R.FLOOR_RANGE).default(0),
  roomAreaId: positiveId.nullish(),
  viewTypeId: positiveId.nullish(),
  amenityIds: z.array(positiveId).max(50).default([]),
  maxAdults: adults,
  maxChildren: children,
  active: z.boolean().default(true),
  outOfOrderFrom: isoDate.nullish(),
  outOfOrderTo: isoDate.nullish(),
});
export const roomInput = roomFields.superRefine(outOfOrder);
export const roomUpdate = roomFields.extend({ id: positiveId }).superRefine(outOfOrder);

// ------------------------------------------------------------------------------------- stay types

/** A stay type (operations §3 stay type filters, §9 meal plans): what a room type is sold with. */
export const stayType = z.object({
  id,
  hotelId: id,
  roomTypeId: id,
  roomTypeName: z.string(),
  /** Its name, as the spec's filters call it. */
  stayType: z.string(),
  mealPlan,
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  description: z.string(),
  active: z.boolean(),
});
export type StayType = z.infer<typeof stayType>;
export const stayTypeInput = z.object({
  roomTypeId: z.number({ error: R.ROOM_TYPE_REQUIRED }).int().positive(R.ROOM_TYPE_REQUIRED),
  stayType: nameField(),
  mealPlan,
  maxAdults: adults,
  maxChildren: children,
  description: optionalText(300),
  active: z.boolean().default(true),
});

// ------------------------------------------------------------------------------------- pax

/** An occupancy used in pricing: a room for `adults` costs `ratePercent` of the base rate. */
export const pax = z.object({
  id,
  hotelId: id,
  name: z.string(),
  adults: z.number().int(),
  ratePercent: z.number(),
  active: z.boolean(),
});
export type Pax = z.infer<typeof pax>;
export const paxInput = z.object({
  hotelId: positiveId,
  name: nameField(),
  adults,
  ratePercent: z.number({ error: R.PAX_PERCENT_RANGE }).gt(0, R.PAX_PERCENT_RANGE).max(1000, R.PAX_PERCENT_RANGE),
  active: z.boolean().default(true),
});

// ------------------------------------------------------------------------------------- seasons

/** A named date range of a hotel (both ends included); a hotel's seasons never overlap. */
export const season = z.object({
  id,
  hotelId: id,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Seasonal prices in it: it cannot be deleted while it has any. */
  priceCount: z.number().int(),
});
export type Season = z.infer<typeof season>;
const seasonFields = z.object({
  hotelId: positiveId,
  name: nameField(),
  startDate: isoDate,
  endDate: isoDate,
});
export const seasonInput = seasonFields.superRefine(datesInOrder('startDate', 'endDate'));
export const seasonUpdate = seasonFields.extend({ id: positiveId }).superRefine(datesInOrder('startDate', 'endDate'));

// ------------------------------------------------------------------------------------- holidays

export const holidayConfig = z.object({ id, hotelId: id, holidayDate: z.string(), name: z.string() });
export type HolidayConfig = z.infer<typeof holidayConfig>;
export const holidayConfigInput = z.object({
  hotelId: positiveId,
  holidayDate: isoDate,
  name: nameField(80),
});

// ------------------------------------------------------------------------------------- reservation types

export const reservationType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  description: z.string(),
  image: imageUrl,
  active: z.boolean(),
});
export type ReservationType = z.infer<typeof reservationType>;
export const reservationTypeInput = z.object({
  hotelId: positiveId,
  name: nameField(),
  description: optionalText(300),
  active: z.boolean().default(true),
});
export const RESERVATION_TYPE_IMAGES = ['reservationTypeImage'] as const;
