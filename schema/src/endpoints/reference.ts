// Reference data and settings every screen reads: countries, currencies, the idle timeout, images.
import { IDLE_TIMEOUT_SECONDS, SETTINGS_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { endpoint, pathId } from '../contract.js';
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
  query: z.object({ groupId: pathId().optional() }),
  summary:
    "The idle-logout setting (seconds). Without groupId: the caller's own, first (result.IdleTimeOut[0].seconds); with groupId: that group's (its own, or the default it inherits; SYSTEM_CONFIG VIEW on the group)",
  result: z.object({ IdleTimeOut: z.array(idleTimeOut) }),
});
const idleSeconds = z
  .number()
  .int()
  .min(IDLE_TIMEOUT_SECONDS.min, SETTINGS_REFUSALS.IDLE_TIME_TOO_SHORT)
  .max(IDLE_TIMEOUT_SECONDS.max);
export const updateIdleTime = endpoint({
  id: 'updateIdleTime',
  area: 'hotel',
  method: 'PUT',
  path: 'idle-time',
  designed: true,
  body: z.object({ groupId: z.number().int().positive().nullable(), seconds: idleSeconds }),
  summary:
    "Sets a group's idle-logout time (SYSTEM_CONFIG EDIT on the whole group), or with groupId null the default of every group without its own (ADMIN)",
  result: z.object({ IdleTimeOut: z.array(idleTimeOut) }),
});
export const deleteGroupIdleTime = endpoint({
  id: 'deleteGroupIdleTime',
  area: 'hotel',
  method: 'DELETE',
  path: 'idle-time/group/{groupId}',
  designed: true,
  params: z.object({ groupId: pathId() }),
  summary: "Drops a group's own idle-logout time: the group uses the default again",
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
