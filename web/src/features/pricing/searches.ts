// The URL shape of the pricing area's lists, shared by the route's validateSearch and the screen.

import { defineTableSearch } from '../../ui/data-table/search-params';

const PRICE_SORT = ['channel', 'roomType', 'stayType', 'residentRate', 'nonResidentRate', 'id'] as const;

export const channelPricesSearch = defineTableSearch({
  filters: ['channelId', 'roomTypeId'],
  sortFields: PRICE_SORT,
  defaultSort: { field: 'channel', direction: 'ASC' },
});

export const seasonalPricesSearch = defineTableSearch({
  filters: ['channelId', 'roomTypeId', 'seasonId'],
  sortFields: [...PRICE_SORT, 'season'],
  defaultSort: { field: 'season', direction: 'ASC' },
});

export const dayPricesSearch = defineTableSearch({
  filters: ['channelId', 'roomTypeId', 'from', 'to'],
  sortFields: [...PRICE_SORT, 'priceDate'],
  defaultSort: { field: 'priceDate', direction: 'ASC' },
});

export const offersSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['name', 'discountPercent', 'fromDate', 'id'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const hotelTaxesSearch = defineTableSearch({
  filters: ['name'],
  sortFields: ['sequence', 'name', 'rate', 'id'],
  defaultSort: { field: 'sequence', direction: 'ASC' },
});

/** operations §3: currency rate search by currencyPrefix, sorted by startDate. */
export const currencyRatesSearch = defineTableSearch({
  filters: ['currency'],
  sortFields: ['startDate', 'currencyPrefix', 'rate', 'id'],
  defaultSort: { field: 'startDate', direction: 'DESC' },
});
