import { describe, expect, it } from 'vitest';
import type { ClientState } from '../../session/session';
import { leadTypesList, paymentTransactionsList, reportPeriod } from './lists';
import { validateReportsSearch } from './searches';
import { listVariables } from '../../ui/data-table/list-definition';

function state(level: string, profileHotel: number | null, groupIds: number[] = [7]): ClientState {
  return {
    session: {
      accessToken: 't',
      viewer: { level, groupIds, hotelIds: [], profile: { hotel: profileHotel ? { id: profileHotel } : null } },
    },
    group: null,
    hotel: null,
    service: { serviceId: 0, serviceType: null },
    permissions: [],
    basePermissions: [],
    isServiceLevel: false,
  } as unknown as ClientState;
}

describe('an administration list scoped by the URL', () => {
  it('asks for the hotel the URL names, which the route loader sees as the screen does', () => {
    expect(listVariables(leadTypesList, state('GROUP', null), { scope: 12 })).toMatchObject({ hotelId: 12, page: 0 });
  });

  it('starts on the hotel the administrator is tied to, and asks nothing while one must be picked', () => {
    expect(listVariables(leadTypesList, state('HOTEL', 4), {})).toMatchObject({ hotelId: 4 });
    expect(listVariables(leadTypesList, state('GROUP', null), {})).toBeNull();
  });

  it('a group-wide list starts on the whole group and takes a picked hotel', () => {
    expect(listVariables(paymentTransactionsList, state('GROUP', null), {})).toMatchObject({
      groupId: 7,
      hotelId: null,
    });
    expect(listVariables(paymentTransactionsList, state('GROUP', null), { scope: 5 })).toMatchObject({
      groupId: null,
      hotelId: 5,
    });
  });
});

describe('the reports URL', () => {
  it('keeps a hotel or group and a whole period, and drops what is not one', () => {
    expect(validateReportsSearch({ scope: 12, from: '2026-11-01', to: '2026-11-26' })).toEqual({
      scope: 12,
      from: '2026-11-01',
      to: '2026-11-26',
    });
    expect(validateReportsSearch({ scope: 'group3', from: 'yesterday', to: '2026-13-45' })).toEqual({
      scope: 'group3',
    });
    expect(validateReportsSearch({ scope: 'x', from: 7 })).toEqual({});
  });

  it('puts a period given backwards in order, and defaults to this month', () => {
    expect(validateReportsSearch({ from: '2026-11-20', to: '2026-11-02' })).toEqual({
      from: '2026-11-02',
      to: '2026-11-20',
    });
    const period = reportPeriod({});
    expect(period.fromDate.endsWith('-01')).toBe(true);
    expect(period.fromDate <= period.toDate).toBe(true);
  });
});
