import { describe, expect, it } from 'vitest';
import type { ClientState } from '../../session/session';
import { leadTypesList, paymentTransactionsList } from './lists';
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
