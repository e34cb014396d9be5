// The pricing area (core-platform §2 Pricing, Rooms → offer-price and online-rate-changer, Other
// entries → /tax/tax-master, /childPolicy/child-policy, /managereservation/cancellation-policy,
// /currency-rates/currency-exchange; §6 CHANNEL, TAX, CHILD_POLICY, CANCELLATION_POLICY, CURRENCY_RATE).
//
// Documented calls keep the spec's method and path: POST, PUT child-policy, GET child-policy?hotelId,
// GET current-child-policy?hotelId, DELETE child-policy/{ids}; POST, PUT currency-exchange-rates, GET
// currency-exchange-rates/search (currencyPrefix; by startDate). The spec shows DELETE
// currency-exchange-rates without saying how the row is named: here it is DELETE
// currency-exchange-rates/{id}. Everything else — prices, the rate grid, offers, the rate changer,
// the hotel's taxes, cancellation policies and the price check — is designed in the same style.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qBool, qInt, qList, sortQuery } from '../contract.js';
import { hotelParams, hotelQuery, idParams, positiveId, qDate } from '../fields.js';
import {
  cancellationPolicy,
  cancellationPolicyInput,
  cancellationPolicyUpdate,
  channelPrice,
  channelPriceInput,
  childPolicy,
  childPolicyInput,
  childPolicyUpdate,
  currencyExchangeRate,
  currencyExchangeRateInput,
  dayPrice,
  dayPriceInput,
  hotelTax,
  hotelTaxInput,
  hotelTaxUpdate,
  offerPrice,
  offerPriceInput,
  offerPriceUpdate,
  priceCheck,
  priceCheckInput,
  rateChangeInput,
  rateChangeRow,
  rateGridRow,
  seasonalPrice,
  seasonalPriceInput,
} from '../pricing-entities.js';

export * as entities from '../pricing-entities.js';

const deleted = z.object({});
const PRICE_SORT = ['id', 'channel', 'roomType', 'stayType', 'residentRate', 'nonResidentRate'] as const;
/** The filters every price list takes beside its own. */
const priceFilters = {
  ...hotelQuery,
  channelId: qInt().positive().optional(),
  roomTypeId: qInt().positive().optional(),
  stayTypeId: qInt().positive().optional(),
};

// ------------------------------------------------------------------------------------- channel prices

export const searchChannelPrices = endpoint({
  id: 'searchChannelPrices',
  area: 'hotel',
  method: 'GET',
  path: 'channel-price/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...priceFilters,
    ...sortQuery(PRICE_SORT, { field: 'channel', direction: 'ASC' }),
  }),
  summary: "The hotel's base rates per channel × room type × stay type (LKR residents, USD non-residents), paged",
  result: z.object({ channelPrice: z.array(channelPrice) }),
});
export const createChannelPrice = endpoint({
  id: 'createChannelPrice',
  area: 'hotel',
  method: 'POST',
  path: 'channel-price',
  designed: true,
  body: channelPriceInput,
  summary: 'Sets the base rate of a channel, room type and stay type (one per combination)',
  result: z.object({ channelPrice }),
});
export const updateChannelPrice = endpoint({
  id: 'updateChannelPrice',
  area: 'hotel',
  method: 'PUT',
  path: 'channel-price',
  designed: true,
  body: channelPriceInput.extend({ id: positiveId }),
  summary: 'Changes a base rate',
  result: z.object({ channelPrice }),
});
export const deleteChannelPrice = endpoint({
  id: 'deleteChannelPrice',
  area: 'hotel',
  method: 'DELETE',
  path: 'channel-price/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a base rate',
  result: deleted,
});

// ------------------------------------------------------------------------------------- seasonal prices

export const searchSeasonalPrices = endpoint({
  id: 'searchSeasonalPrices',
  area: 'hotel',
  method: 'GET',
  path: 'seasonal-price/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...priceFilters,
    seasonId: qInt().positive().optional(),
    ...sortQuery([...PRICE_SORT, 'season'], { field: 'season', direction: 'ASC' }),
  }),
  summary: "The hotel's rates per season, paged",
  result: z.object({ seasonalPrice: z.array(seasonalPrice) }),
});
export const createSeasonalPrice = endpoint({
  id: 'createSeasonalPrice',
  area: 'hotel',
  method: 'POST',
  path: 'seasonal-price',
  designed: true,
  body: seasonalPriceInput,
  summary: 'Sets the rate of a season for a channel, room type and stay type: it wins over the base rate',
  result: z.object({ seasonalPrice }),
});
export const updateSeasonalPrice = endpoint({
  id: 'updateSeasonalPrice',
  area: 'hotel',
  method: 'PUT',
  path: 'seasonal-price',
  designed: true,
  body: seasonalPriceInput.extend({ id: positiveId }),
  summary: 'Changes a seasonal rate',
  result: z.object({ seasonalPrice }),
});
export const deleteSeasonalPrice = endpoint({
  id: 'deleteSeasonalPrice',
  area: 'hotel',
  method: 'DELETE',
  path: 'seasonal-price/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a seasonal rate',
  result: deleted,
});

// ------------------------------------------------------------------------------------- day prices

export const searchDayPrices = endpoint({
  id: 'searchDayPrices',
  area: 'hotel',
  method: 'GET',
  path: 'day-price/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...priceFilters,
    fromDate: qDate().optional(),
    toDate: qDate().optional(),
    ...sortQuery([...PRICE_SORT, 'priceDate'], { field: 'priceDate', direction: 'ASC' }),
  }),
  summary: "The hotel's rates for single dates, paged (fromDate, toDate: the dates' range)",
  result: z.object({ dayPrice: z.array(dayPrice) }),
});
export const createDayPrice = endpoint({
  id: 'createDayPrice',
  area: 'hotel',
  method: 'POST',
  path: 'day-price',
  designed: true,
  body: dayPriceInput,
  summary: 'Sets the rate of one date: it wins over the seasonal and the base rate',
  result: z.object({ dayPrice }),
});
export const updateDayPrice = endpoint({
  id: 'updateDayPrice',
  area: 'hotel',
  method: 'PUT',
  path: 'day-price',
  designed: true,
  body: dayPriceInput.extend({ id: positiveId }),
  summary: 'Changes a day rate',
  result: z.object({ dayPrice }),
});
export const deleteDayPrice = endpoint({
  id: 'deleteDayPrice',
  area: 'hotel',
  method: 'DELETE',
  path: 'day-price/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a day rate (the night falls back to the seasonal or base rate)',
  result: deleted,
});

// ------------------------------------------------------------------------------------- the rate grid

export const RATE_GRID_MAX_DAYS = 366;
export const rateGrid = endpoint({
  id: 'rateGrid',
  area: 'hotel',
  method: 'GET',
  path: 'rate-grid/hotel/{hotelId}',
  designed: true,
  params: hotelParams,
  query: z.object({
    fromDate: qDate(),
    toDate: qDate(),
    channelId: qList(qInt().positive()).optional(),
    roomTypeId: qInt().positive().optional(),
    stayTypeId: qInt().positive().optional(),
  }),
  summary:
    'The price of every night from fromDate to toDate (at most 366 days) per channel × room type × stay type, with the rule that set it',
  result: z.object({ rateGrid: z.array(rateGridRow) }),
});

// ------------------------------------------------------------------------------------- offers

export const searchOfferPrices = endpoint({
  id: 'searchOfferPrices',
  area: 'hotel',
  method: 'GET',
  path: 'offer-price/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'name', 'discountPercent', 'fromDate'], { field: 'name', direction: 'ASC' }),
    name: filterText(80),
    active: qBool().optional(),
  }),
  summary: "The hotel's offers (a discount for dates, stay length or early booking), paged",
  result: z.object({ offerPrice: z.array(offerPrice) }),
});
export const createOfferPrice = endpoint({
  id: 'createOfferPrice',
  area: 'hotel',
  method: 'POST',
  path: 'offer-price',
  designed: true,
  body: offerPriceInput,
  summary: 'Adds an offer; each night of a stay takes the best one that applies',
  result: z.object({ offerPrice }),
});
export const updateOfferPrice = endpoint({
  id: 'updateOfferPrice',
  area: 'hotel',
  method: 'PUT',
  path: 'offer-price',
  designed: true,
  body: offerPriceUpdate,
  summary: 'Changes an offer',
  result: z.object({ offerPrice }),
});
export const deleteOfferPrice = endpoint({
  id: 'deleteOfferPrice',
  area: 'hotel',
  method: 'DELETE',
  path: 'offer-price/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes an offer',
  result: deleted,
});

// ------------------------------------------------------------------------------------- the online rate changer

/** The most prices one change writes. */
export const RATE_CHANGE_MAX_ROWS = 20_000;
export const previewRateChange = endpoint({
  id: 'previewRateChange',
  area: 'hotel',
  method: 'POST',
  path: 'online-rate-changer/preview',
  designed: true,
  body: rateChangeInput,
  summary: 'What a change of the online prices would write, night by night, before it is saved',
  result: z.object({ rateChange: z.array(rateChangeRow) }),
});
export const applyRateChange = endpoint({
  id: 'applyRateChange',
  area: 'hotel',
  method: 'POST',
  path: 'online-rate-changer',
  designed: true,
  body: rateChangeInput,
  summary: 'Raises or lowers the online prices for the dates: writes the changed night prices as day prices',
  result: z.object({ rateChange: z.array(rateChangeRow) }),
});

// ------------------------------------------------------------------------------------- taxes

export const searchHotelTaxes = endpoint({
  id: 'searchHotelTaxes',
  area: 'hotel',
  method: 'GET',
  path: 'tax/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['sequence', 'name', 'rate', 'id'], { field: 'sequence', direction: 'ASC' }),
    name: filterText(80),
    active: qBool().optional(),
  }),
  summary: "The hotel's taxes (tax master), by sequence",
  result: z.object({ tax: z.array(hotelTax) }),
});
export const createHotelTax = endpoint({
  id: 'createHotelTax',
  area: 'hotel',
  method: 'POST',
  path: 'tax',
  designed: true,
  body: hotelTaxInput,
  summary: 'Adds a tax of the hotel; prices checked afterwards include it',
  result: z.object({ tax: hotelTax }),
});
export const updateHotelTax = endpoint({
  id: 'updateHotelTax',
  area: 'hotel',
  method: 'PUT',
  path: 'tax',
  designed: true,
  body: hotelTaxUpdate,
  summary: 'Changes a tax: rate, sequence, VAT and levy flags, active',
  result: z.object({ tax: hotelTax }),
});
export const deleteHotelTax = endpoint({
  id: 'deleteHotelTax',
  area: 'hotel',
  method: 'DELETE',
  path: 'tax/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a tax',
  result: deleted,
});

// ------------------------------------------------------------------------------------- child policy

export const childPolicies = endpoint({
  id: 'childPolicies',
  area: 'hotel',
  method: 'GET',
  path: 'child-policy',
  query: z.object({ ...hotelQuery }),
  summary: "The hotel's child policies, the newest first, the whole hotel's before a room type's",
  result: z.object({ childPolicy: z.array(childPolicy) }),
});
export const currentChildPolicy = endpoint({
  id: 'currentChildPolicy',
  area: 'hotel',
  method: 'GET',
  path: 'current-child-policy',
  query: z.object({ ...hotelQuery, roomTypeId: qInt().positive().optional(), date: qDate().optional() }),
  summary: 'The policy in force today (or on date): the room type’s when it has one, else the whole hotel’s',
  result: z.object({ childPolicy: childPolicy.nullable() }),
});
export const createChildPolicy = endpoint({
  id: 'createChildPolicy',
  area: 'hotel',
  method: 'POST',
  path: 'child-policy',
  body: childPolicyInput,
  summary: 'Adds a child policy from a date: age bands, free, child rate or adult',
  result: z.object({ childPolicy }),
});
export const updateChildPolicy = endpoint({
  id: 'updateChildPolicy',
  area: 'hotel',
  method: 'PUT',
  path: 'child-policy',
  body: childPolicyUpdate,
  summary: 'Changes a child policy and its bands',
  result: z.object({ childPolicy }),
});
export const deleteChildPolicies = endpoint({
  id: 'deleteChildPolicies',
  area: 'hotel',
  method: 'DELETE',
  path: 'child-policy/{ids}',
  params: z.object({ ids: qList(pathId()).pipe(z.array(z.number()).min(1).max(50)) }),
  summary: 'Deletes child policies by id (comma-separated)',
  result: deleted,
});

// ------------------------------------------------------------------------------------- cancellation policy

export const cancellationPolicies = endpoint({
  id: 'cancellationPolicies',
  area: 'hotel',
  method: 'GET',
  path: 'cancellation-policy',
  designed: true,
  query: z.object({ ...hotelQuery }),
  summary: "The hotel's cancellation policies, the newest first",
  result: z.object({ cancellationPolicy: z.array(cancellationPolicy) }),
});
export const currentCancellationPolicy = endpoint({
  id: 'currentCancellationPolicy',
  area: 'hotel',
  method: 'GET',
  path: 'current-cancellation-policy',
  designed: true,
  query: z.object({ ...hotelQuery, date: qDate().optional() }),
  summary: 'The cancellation policy in force today (or on date)',
  result: z.object({ cancellationPolicy: cancellationPolicy.nullable() }),
});
export const createCancellationPolicy = endpoint({
  id: 'createCancellationPolicy',
  area: 'hotel',
  method: 'POST',
  path: 'cancellation-policy',
  designed: true,
  body: cancellationPolicyInput,
  summary: 'Adds a cancellation policy from a date: the fee by days before arrival, and for a no-show',
  result: z.object({ cancellationPolicy }),
});
export const updateCancellationPolicy = endpoint({
  id: 'updateCancellationPolicy',
  area: 'hotel',
  method: 'PUT',
  path: 'cancellation-policy',
  designed: true,
  body: cancellationPolicyUpdate,
  summary: 'Changes a cancellation policy and its tiers',
  result: z.object({ cancellationPolicy }),
});
export const deleteCancellationPolicy = endpoint({
  id: 'deleteCancellationPolicy',
  area: 'hotel',
  method: 'DELETE',
  path: 'cancellation-policy/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a cancellation policy',
  result: deleted,
});

// ------------------------------------------------------------------------------------- currency exchange rates

export const searchCurrencyRates = endpoint({
  id: 'searchCurrencyRates',
  area: 'hotel',
  method: 'GET',
  path: 'currency-exchange-rates/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['startDate', 'currencyPrefix', 'rate', 'id'], { field: 'startDate', direction: 'DESC' }),
    /** Currencies whose code starts with the text (operations §3). */
    currencyPrefix: filterText(10),
  }),
  summary: "The hotel's exchange rates against LKR, by start date (newest first unless asked)",
  result: z.object({ currencyExchangeRate: z.array(currencyExchangeRate) }),
});
export const createCurrencyRate = endpoint({
  id: 'createCurrencyRate',
  area: 'hotel',
  method: 'POST',
  path: 'currency-exchange-rates',
  body: currencyExchangeRateInput,
  summary: 'Adds a rate (LKR per unit of USD, BTC or ETH) valid from its start date',
  result: z.object({ currencyExchangeRate }),
});
export const updateCurrencyRate = endpoint({
  id: 'updateCurrencyRate',
  area: 'hotel',
  method: 'PUT',
  path: 'currency-exchange-rates',
  body: currencyExchangeRateInput.extend({ id: positiveId }),
  summary: 'Changes a rate',
  result: z.object({ currencyExchangeRate }),
});
export const deleteCurrencyRate = endpoint({
  id: 'deleteCurrencyRate',
  area: 'hotel',
  method: 'DELETE',
  path: 'currency-exchange-rates/{id}',
  params: idParams,
  summary: 'Deletes a rate',
  result: deleted,
});

// ------------------------------------------------------------------------------------- the price check

export const checkPrice = endpoint({
  id: 'checkPrice',
  area: 'hotel',
  method: 'POST',
  path: 'price-check',
  designed: true,
  body: priceCheckInput,
  summary:
    'Prices a stay with the domain engine: one line per night with the rule that set it, children, offers, taxes by sequence, the total in the residency currency',
  result: z.object({ priceCheck }),
});
