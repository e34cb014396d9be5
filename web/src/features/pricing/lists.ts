// The pricing area's paged lists: each one's URL shape, query and variables, used by its route's
// loader (which starts the query with the navigation) and by its screen (useList).

import {
  ChannelPricesDocument,
  CurrencyRatesDocument,
  DayPricesDocument,
  SeasonalPricesDocument,
  type ChannelPricesQuery,
  type ChannelPricesQueryVariables,
  type DayPricesQuery,
  type DayPricesQueryVariables,
  type SeasonalPricesQuery,
  type SeasonalPricesQueryVariables,
  HotelTaxesDocument,
  OfferPricesDocument,
  type CurrencyRatesQuery,
  type CurrencyRatesQueryVariables,
  type HotelTaxesQuery,
  type HotelTaxesQueryVariables,
  type OfferPricesQuery,
  type OfferPricesQueryVariables,
} from '../../graphql/hooks.gen';
import { chosenScope, defineList, listQuery, namedListsOf, type ListPage } from '../../ui/data-table/list-definition';
import {
  channelPricesSearch,
  currencyRatesSearch,
  dayPricesSearch,
  hotelTaxesSearch,
  offersSearch,
  seasonalPricesSearch,
} from './searches';

/** The front office's hotel: the chosen HOTEL service's (room/front-office.tsx). */
const frontOffice = chosenScope('HOTEL');
const frontOfficeList = namedListsOf(frontOffice, 'hotelId');

export const offerPricesList = frontOfficeList(
  offersSearch,
  listQuery<OfferPricesQuery, OfferPricesQueryVariables>(OfferPricesDocument),
  (data) => data.offerPrices,
);

export const hotelTaxesList = frontOfficeList(
  hotelTaxesSearch,
  listQuery<HotelTaxesQuery, HotelTaxesQueryVariables>(HotelTaxesDocument),
  (data) => data.hotelTaxes,
);

export const currencyRatesList = defineList({
  search: currencyRatesSearch,
  query: listQuery<CurrencyRatesQuery, CurrencyRatesQueryVariables>(CurrencyRatesDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    currencyPrefix: filters['currency'] ?? null,
  }),
  rows: (data) => data.currencyRates,
});

/** What every kind of price row shows. */
export interface PriceRow {
  id: number;
  residentRate: unknown;
  nonResidentRate: unknown;
  channel: { id: number; name: string };
  roomType: { id: number; name: string };
  stayType: { id: number; name: string; mealPlan: string };
  season?: { id: number; name: string; startDate: string; endDate: string };
  priceDate?: string;
}

const id = (filters: Readonly<Record<string, string>>, key: string) => (filters[key] ? Number(filters[key]) : null);
const priceFilters = (filters: Readonly<Record<string, string>>) => ({
  channelId: id(filters, 'channelId'),
  roomTypeId: id(filters, 'roomTypeId'),
});

/** Channel (base), seasonal and day prices: three lists of one row shape. */
export const priceLists = {
  channel: defineList({
    search: channelPricesSearch,
    query: listQuery<ChannelPricesQuery, ChannelPricesQueryVariables>(ChannelPricesDocument),
    scope: frontOffice,
    variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, ...priceFilters(filters) }),
    rows: (data): ListPage<PriceRow> => data.channelPrices,
  }),
  seasonal: defineList({
    search: seasonalPricesSearch,
    query: listQuery<SeasonalPricesQuery, SeasonalPricesQueryVariables>(SeasonalPricesDocument),
    scope: frontOffice,
    variables: ({ page, filters, scope }) => ({
      hotelId: scope.hotelId,
      ...page,
      ...priceFilters(filters),
      seasonId: id(filters, 'seasonId'),
    }),
    rows: (data): ListPage<PriceRow> => data.seasonalPrices,
  }),
  day: defineList({
    search: dayPricesSearch,
    query: listQuery<DayPricesQuery, DayPricesQueryVariables>(DayPricesDocument),
    scope: frontOffice,
    variables: ({ page, filters, scope }) => ({
      hotelId: scope.hotelId,
      ...page,
      ...priceFilters(filters),
      fromDate: filters['from'] ?? null,
      toDate: filters['to'] ?? null,
    }),
    rows: (data): ListPage<PriceRow> => data.dayPrices,
  }),
} as const;
