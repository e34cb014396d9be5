// Settings (core-platform §2 group/hotel admin and hotel settings; operations §7 Discounts and
// minimum nights, Employees, roles and configuration): standard time, user discounts, minimum nights
// and the hotel settings the spec lists without calls (designed here in the same style): payment,
// payment timeout, reservation and mail configuration, CC mail, terms and conditions, promotions and
// room blocks.
import { SETTINGS_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import {
  ccMailConfig,
  ccMailConfigInput,
  mailConfig,
  mailConfigInput,
  minimumNightConfig,
  minimumNightConfigInput,
  minimumNightRule,
  paymentConfig,
  paymentConfigInput,
  paymentTimeout,
  paymentTimeoutInput,
  promotion,
  promotionInput,
  reservationConfig,
  reservationConfigInput,
  roomBlock,
  roomBlockInput,
  standardTimeConfig,
  standardTimeConfigInput,
  termCondition,
  termConditionInput,
  userDiscount,
  userDiscountInput,
} from '../settings-entities.js';

/** The shapes, for the BFF and tests: `settings.entities.promotion`. */
export * as entities from '../settings-entities.js';

const id = z.object({ id: pathId() });
const hotelIdParam = z.object({ hotelId: pathId() });
/** A hotel's records, or (groupsId) a whole group's: exactly one of the two. */
const owner = {
  hotelId: qInt().positive().optional(),
  groupsId: qInt().positive().optional(),
};

// ------------------------------------------------------------------------------ standard time

export const standardTimes = endpoint({
  id: 'standardTimes',
  area: 'hotel',
  method: 'GET',
  path: 'standard-time-config/all',
  query: z.object({ hotelId: qInt().min(0).default(0) }),
  summary: "Standard check-in and check-out times: hotelId 0 the default, else the hotel's (or the default)",
  result: z.object({ standardTimeConfig: z.array(standardTimeConfig) }),
});
export const updateStandardTime = endpoint({
  id: 'updateStandardTime',
  area: 'hotel',
  method: 'PUT',
  path: 'standard-time-config',
  body: standardTimeConfigInput,
  summary: "Sets the default (hotelId 0, ADMIN only) or a hotel's standard times",
  result: z.object({ standardTimeConfig: z.array(standardTimeConfig) }),
});

// ------------------------------------------------------------------------------ user discounts

export const userDiscounts = endpoint({
  id: 'userDiscounts',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission',
  query: z.object({
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    userEmail: z.string().max(254).optional(),
  }),
  summary: "The discount allowances of a hotel's (or a group's) users; userEmail searches name and email",
  result: z.object({ userDiscount: z.array(userDiscount) }),
});
export const USER_DISCOUNT_SORT_FIELDS = ['name', 'email', 'discount', 'id'] as const;
export const searchUserDiscounts = endpoint({
  id: 'searchUserDiscounts',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission/search',
  query: z.object({
    ...owner,
    name: filterText(254),
    ...pagingQuery,
    ...sortQuery(USER_DISCOUNT_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary:
    "A hotel's (or a group's) discount allowances, paged (name: contains, over the allowance's name, the user's name and email); by name unless sorted otherwise",
  result: z.object({ userDiscount: z.array(userDiscount) }),
});
export const userDiscountOfUser = endpoint({
  id: 'userDiscountOfUser',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission/user/{id}',
  params: id,
  query: z.object({ hotelId: qInt().positive() }),
  summary: "A user's discount allowance at a hotel: the hotel's, else the group's, else 0",
  result: z.object({ userDiscount: userDiscount.nullable(), percentage: z.number() }),
});
export const createUserDiscounts = endpoint({
  id: 'createUserDiscounts',
  area: 'hotel',
  method: 'POST',
  path: 'user-discount-permission',
  body: z.array(userDiscountInput).min(1, SETTINGS_REFUSALS.SELECT_A_USER).max(200),
  summary: 'Gives several users a discount allowance at a hotel or group',
  result: z.object({ userDiscount: z.array(userDiscount) }),
});
export const updateUserDiscount = endpoint({
  id: 'updateUserDiscount',
  area: 'hotel',
  method: 'PUT',
  path: 'user-discount-permission',
  body: userDiscountInput.extend({ id: z.number().int().positive() }),
  summary: "Changes a user's discount allowance",
  result: z.object({ userDiscount }),
});
export const deleteUserDiscount = endpoint({
  id: 'deleteUserDiscount',
  area: 'hotel',
  method: 'DELETE',
  path: 'user-discount-permission/{id}',
  params: id,
  designed: true,
  summary: "Removes a user's discount allowance",
  result: z.object({}),
});

/** A user a discount may be given to: they work at the hotel (or in the group). */
export const discountCandidate = z.object({ userId: z.number().int(), name: z.string(), email: z.string() });
export const discountCandidates = endpoint({
  id: 'discountCandidates',
  area: 'hotel',
  method: 'GET',
  path: 'user-discount-permission/users',
  query: z.object({ hotelId: qInt().positive().optional(), groupsId: qInt().positive().optional() }),
  designed: true,
  summary: 'The users working at a hotel (or in a group) a discount may be given to, by name (USER_DISCOUNT add)',
  result: z.object({ user: z.array(discountCandidate) }),
});

// ------------------------------------------------------------------------------ minimum nights

export const minimumNightRuleFor = endpoint({
  id: 'minimumNightRuleFor',
  area: 'hotel',
  method: 'GET',
  path: 'minimum-night-config',
  query: z.object({ hotelId: qInt().positive(), startDate: z.iso.date(), endDate: z.iso.date() }),
  summary: "The minimum-night rules overlapping a stay at a hotel, with the caller's discount percentage",
  result: z.object({ minimumNightConfig: minimumNightRule }),
});
export const searchMinimumNights = endpoint({
  id: 'searchMinimumNights',
  area: 'hotel',
  method: 'GET',
  path: 'minimum-night-config/search',
  query: z.object({
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    web: qBool().optional(),
    direct: qBool().optional(),
  }),
  summary: "A hotel's (or group's) minimum-night configurations, optionally only those for web or direct",
  result: z.object({ minimumNightConfig: z.array(minimumNightConfig) }),
});
export const MINIMUM_NIGHT_SORT_FIELDS = ['startDate', 'endDate', 'numOfDays', 'id'] as const;
export const searchMinimumNightsPaged = endpoint({
  id: 'searchMinimumNightsPaged',
  area: 'hotel',
  method: 'GET',
  path: 'minimum-night-config/search/paged',
  query: z.object({
    ...owner,
    web: qBool().optional(),
    direct: qBool().optional(),
    ...pagingQuery,
    ...sortQuery(MINIMUM_NIGHT_SORT_FIELDS, { field: 'startDate', direction: 'DESC' }),
  }),
  paged: true,
  designed: true,
  summary:
    "A hotel's (or group's) minimum-night configurations, paged (web, direct: only those for it); newest range first unless sorted otherwise",
  result: z.object({ minimumNightConfig: z.array(minimumNightConfig) }),
});
export const createMinimumNight = endpoint({
  id: 'createMinimumNight',
  area: 'hotel',
  method: 'POST',
  path: 'minimum-night-config',
  body: minimumNightConfigInput,
  summary: 'Adds a minimum-night configuration',
  result: z.object({ minimumNightConfig }),
});
export const updateMinimumNight = endpoint({
  id: 'updateMinimumNight',
  area: 'hotel',
  method: 'PUT',
  path: 'minimum-night-config',
  body: minimumNightConfigInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a minimum-night configuration',
  result: z.object({ minimumNightConfig }),
});
export const deleteMinimumNight = endpoint({
  id: 'deleteMinimumNight',
  area: 'hotel',
  method: 'DELETE',
  path: 'minimum-night-config/{id}',
  params: id,
  summary: 'Removes a minimum-night configuration',
  result: z.object({}),
});

// ------------------------------------------------------- hotel settings (designed: no calls shown)

export const paymentConfigOfHotel = endpoint({
  id: 'paymentConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'system-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's payment (system) configuration (defaults until saved)",
  result: z.object({ systemConfig: paymentConfig }),
});
export const updatePaymentConfig = endpoint({
  id: 'updatePaymentConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'system-config',
  body: paymentConfigInput,
  designed: true,
  summary: "Saves a hotel's payment (system) configuration",
  result: z.object({ systemConfig: paymentConfig }),
});
export const paymentTimeoutOfHotel = endpoint({
  id: 'paymentTimeoutOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'payment-timeout/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's booking payment timeout (960 seconds until saved)",
  result: z.object({ paymentTimeout }),
});
export const updatePaymentTimeout = endpoint({
  id: 'updatePaymentTimeout',
  area: 'hotel',
  method: 'PUT',
  path: 'payment-timeout',
  body: paymentTimeoutInput,
  designed: true,
  summary: "Saves a hotel's booking payment timeout",
  result: z.object({ paymentTimeout }),
});
export const reservationConfigOfHotel = endpoint({
  id: 'reservationConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'reservation-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's reservation configuration (defaults until saved)",
  result: z.object({ reservationConfig }),
});
export const updateReservationConfig = endpoint({
  id: 'updateReservationConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation-config',
  body: reservationConfigInput,
  designed: true,
  summary: "Saves a hotel's reservation configuration",
  result: z.object({ reservationConfig }),
});
export const mailConfigOfHotel = endpoint({
  id: 'mailConfigOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'mail-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's mail sender configuration (defaults until saved)",
  result: z.object({ mailConfig }),
});
export const updateMailConfig = endpoint({
  id: 'updateMailConfig',
  area: 'hotel',
  method: 'PUT',
  path: 'mail-config',
  body: mailConfigInput,
  designed: true,
  summary: "Saves a hotel's mail sender configuration",
  result: z.object({ mailConfig }),
});

export const ccMailsOfHotel = endpoint({
  id: 'ccMailsOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'cc-mail-config/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: 'The addresses copied on each kind of mail of a hotel',
  result: z.object({ ccMailConfig: z.array(ccMailConfig) }),
});
export const CC_MAIL_SORT_FIELDS = ['mailType', 'email', 'id'] as const;
export const searchCcMails = endpoint({
  id: 'searchCcMails',
  area: 'hotel',
  method: 'GET',
  path: 'cc-mail-config/search',
  query: z.object({
    hotelId: qInt().positive(),
    ...pagingQuery,
    ...sortQuery(CC_MAIL_SORT_FIELDS, { field: 'mailType', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: 'The addresses copied on the mails of a hotel, paged; by kind of mail unless sorted otherwise',
  result: z.object({ ccMailConfig: z.array(ccMailConfig) }),
});
export const createCcMail = endpoint({
  id: 'createCcMail',
  area: 'hotel',
  method: 'POST',
  path: 'cc-mail-config',
  body: ccMailConfigInput,
  designed: true,
  summary: 'Copies an address on a kind of mail',
  result: z.object({ ccMailConfig }),
});
export const updateCcMail = endpoint({
  id: 'updateCcMail',
  area: 'hotel',
  method: 'PUT',
  path: 'cc-mail-config',
  body: ccMailConfigInput.extend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Changes a copied address',
  result: z.object({ ccMailConfig }),
});
export const deleteCcMail = endpoint({
  id: 'deleteCcMail',
  area: 'hotel',
  method: 'DELETE',
  path: 'cc-mail-config/{id}',
  params: id,
  designed: true,
  summary: 'Stops copying an address',
  result: z.object({}),
});

export const termsOfHotel = endpoint({
  id: 'termsOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'term-condition/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "A hotel's terms and conditions, in sequence",
  result: z.object({ termCondition: z.array(termCondition) }),
});
export const TERM_SORT_FIELDS = ['sequence', 'title', 'termType', 'id'] as const;
export const searchTerms = endpoint({
  id: 'searchTerms',
  area: 'hotel',
  method: 'GET',
  path: 'term-condition/search',
  query: z.object({
    hotelId: qInt().positive(),
    ...pagingQuery,
    ...sortQuery(TERM_SORT_FIELDS, { field: 'sequence', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: "A hotel's terms and conditions, paged; in sequence unless sorted otherwise",
  result: z.object({ termCondition: z.array(termCondition) }),
});
export const createTerm = endpoint({
  id: 'createTerm',
  area: 'hotel',
  method: 'POST',
  path: 'term-condition',
  body: termConditionInput,
  designed: true,
  summary: 'Adds a term or condition',
  result: z.object({ termCondition }),
});
export const updateTerm = endpoint({
  id: 'updateTerm',
  area: 'hotel',
  method: 'PUT',
  path: 'term-condition',
  body: termConditionInput.extend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a term or condition',
  result: z.object({ termCondition }),
});
export const deleteTerm = endpoint({
  id: 'deleteTerm',
  area: 'hotel',
  method: 'DELETE',
  path: 'term-condition/{id}',
  params: id,
  designed: true,
  summary: 'Removes a term or condition',
  result: z.object({}),
});

export const PROMOTION_SORT_FIELDS = ['startDate', 'endDate', 'code', 'name', 'discountValue', 'id'] as const;
export const searchPromotions = endpoint({
  id: 'searchPromotions',
  area: 'hotel',
  method: 'GET',
  path: 'promotion/search',
  query: z.object({
    hotelId: qInt().positive(),
    name: z.string().max(120).optional(),
    ...pagingQuery,
    ...sortQuery(PROMOTION_SORT_FIELDS, { field: 'startDate', direction: 'DESC' }),
  }),
  paged: true,
  designed: true,
  summary: "A hotel's promotions (name: contains, over code and name), newest first unless sorted otherwise",
  result: z.object({ promotion: z.array(promotion) }),
});
export const createPromotion = endpoint({
  id: 'createPromotion',
  area: 'hotel',
  method: 'POST',
  path: 'promotion',
  body: promotionInput,
  designed: true,
  summary: 'Adds a promotion (codes are unique per hotel)',
  result: z.object({ promotion }),
});
export const updatePromotion = endpoint({
  id: 'updatePromotion',
  area: 'hotel',
  method: 'PUT',
  path: 'promotion',
  body: promotionInput.safeExtend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a promotion',
  result: z.object({ promotion }),
});
export const deletePromotion = endpoint({
  id: 'deletePromotion',
  area: 'hotel',
  method: 'DELETE',
  path: 'promotion/{id}',
  params: id,
  designed: true,
  summary: 'Removes a promotion',
  result: z.object({}),
});

export const ROOM_BLOCK_SORT_FIELDS = ['startDate', 'endDate', 'roomNumber', 'id'] as const;
export const searchRoomBlocks = endpoint({
  id: 'searchRoomBlocks',
  area: 'hotel',
  method: 'GET',
  path: 'room-block/search',
  query: z.object({
    hotelId: qInt().positive(),
    roomNumber: z.string().max(20).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...pagingQuery,
    ...sortQuery(ROOM_BLOCK_SORT_FIELDS, { field: 'startDate', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: "A hotel's room blocks overlapping from..to (roomNumber: contains), by start date unless sorted otherwise",
  result: z.object({ roomBlock: z.array(roomBlock) }),
});
export const createRoomBlock = endpoint({
  id: 'createRoomBlock',
  area: 'hotel',
  method: 'POST',
  path: 'room-block',
  body: roomBlockInput,
  designed: true,
  summary: 'Takes a room out of sale for a period (refused when it overlaps an active block of the room)',
  result: z.object({ roomBlock }),
});
export const updateRoomBlock = endpoint({
  id: 'updateRoomBlock',
  area: 'hotel',
  method: 'PUT',
  path: 'room-block',
  body: roomBlockInput.safeExtend({ id: z.number().int().positive() }),
  designed: true,
  summary: 'Updates a room block',
  result: z.object({ roomBlock }),
});
export const deleteRoomBlock = endpoint({
  id: 'deleteRoomBlock',
  area: 'hotel',
  method: 'DELETE',
  path: 'room-block/{id}',
  params: id,
  designed: true,
  summary: 'Removes a room block',
  result: z.object({}),
});

export const roomBlockRooms = endpoint({
  id: 'roomBlockRooms',
  area: 'hotel',
  method: 'GET',
  path: 'room-block/rooms/hotel/{hotelId}',
  params: hotelIdParam,
  designed: true,
  summary: "The hotel's active rooms a block may take out of sale, by number (ROOM_BLOCK view)",
  result: z.object({ room: z.array(z.object({ id: z.number().int(), roomNo: z.string() })) }),
});
