// Reference data and settings every screen reads: countries, currencies, the idle timeout, images.
import { z } from 'zod';
import { endpoint } from '../contract.js';
import { country, currency, idleTimeOut } from '../entities.js';

export const searchCountries = endpoint({
  id: 'searchCountries',
  area: 'hotel',
  method: 'GET',
  path: 'country/search',
  query: z.object({ name: z.string().max(80).optional() }),
  summary: 'Countries whose name contains the text',
  result: z.object({ country: z.array(country) }),
});
export const searchCurrencies = endpoint({
  id: 'searchCurrencies',
  area: 'hotel',
  method: 'GET',
  path: 'currency/search',
  query: z.object({
    name: z.string().max(80).optional(),
    prefix: z.string().max(10).optional(),
    symbol: z.string().max(10).optional(),
  }),
  summary: 'Currencies (LKR for residents, USD for non-residents, BTC/ETH for display)',
  result: z.object({ currency: z.array(currency) }),
});
export const idleTimes = endpoint({
  id: 'idleTimes',
  area: 'hotel',
  method: 'GET',
  path: 'idle-time/all',
  summary: 'The idle-logout setting (seconds)',
  result: z.object({ IdleTimeOut: z.array(idleTimeOut) }),
});
export const updateIdleTime = endpoint({
  id: 'updateIdleTime',
  area: 'hotel',
  method: 'PUT',
  path: 'idle-time',
  body: z.object({
    id: z.number().int().positive(),
    seconds: z.number().int().min(60, 'Idle time must be at least 60 seconds').max(86400),
  }),
  summary: 'Sets the idle-logout time',
  result: z.object({ IdleTimeOut: z.array(idleTimeOut) }),
});
export const image = endpoint({
  id: 'image',
  area: 'hotel',
  method: 'GET',
  path: 'images/{id}',
  access: 'public',
  designed: true,
  binary: true,
  params: z.object({ id: z.uuid() }),
  summary: 'An uploaded image (hotel, group and service logos and pictures)',
  result: z.unknown(),
});
