// The chef's count tiles count the cards the station shows, by the domain's rule: an order counts as
// new only for its own items awaiting the kitchen or rejected. A drink the waiter withdrew shows on the
// bar's card (ribboned CANCELLED, until acknowledged) but is not a new order for the bar.

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  KitchenBoardDocument,
  RestaurantSettingDocument,
  type KitchenBoardQuery,
  type KitchenBoardQueryVariables,
  type RestaurantSettingQuery,
  type RestaurantSettingQueryVariables,
} from '../../graphql/hooks.gen';
import { answerQuery } from '../../test-utils/graphql';
import { TEST_RESTAURANT } from '../../test-utils/session';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { KitchenScreen } from './KitchenScreen';

type Board = KitchenBoardQuery['kitchenBoard'];
type Item = Board['newOrders'][number]['items'][number];

const ORDERED_AT = new Date().toISOString();

const item = (id: number, name: string, status: Item['status'], type: 'KOT' | 'BOT'): Item => ({
  id,
  name,
  image: null,
  quantity: 1,
  remarks: '',
  status,
  rejectionReason: null,
  ticket: { id: type === 'KOT' ? 70 : 71, number: 3, type },
});

/** Table 5: a curry waiting for the kitchen and a lime juice the waiter withdrew. */
const BOARD: Board = {
  newOrders: [
    {
      id: 500,
      status: 'PLACED',
      cancellationUnseen: true,
      orderTime: '12:30',
      orderedAt: ORDERED_AT,
      table: { id: 5, number: '5' },
      items: [item(1, 'Fish curry', 'NEW', 'KOT'), item(2, 'Lime juice', 'CANCELLED', 'BOT')],
    },
  ],
  acceptedTickets: [],
  requestConfirmationTables: [],
  lastBump: null,
};

function showKitchen(station: 'ALL' | 'KOT' | 'BOT') {
  window.localStorage.setItem('hotel.kitchen-station', station);
  return renderWithProviders(<KitchenScreen />, {
    session: { service: TEST_RESTAURANT, grants: { CHEF_DASHBOARD: PermissionStatus.READ } },
    graphql: [
      answerQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, { kitchenBoard: BOARD }),
      answerQuery<RestaurantSettingQuery, RestaurantSettingQueryVariables>(RestaurantSettingDocument, {
        restaurantSetting: {
          serviceId: TEST_RESTAURANT.id,
          billPaper: 'A4',
          targetPreparationMinutes: 15,
          billHeader: { hotelTitle: 'Demo', address: '', contactNumber: '', email: '', vatNumber: '' },
        },
      }),
    ],
  });
}

/** The number on the tile of that label. */
async function tile(label: string): Promise<string> {
  const name = await screen.findByText(label, { selector: 'p' });
  return name.nextElementSibling?.textContent ?? '';
}

afterEach(() => window.localStorage.removeItem('hotel.kitchen-station'));

describe('the count tiles follow the cards of the station', () => {
  it('the kitchen counts the order with its curry awaiting acceptance', async () => {
    showKitchen('KOT');
    await screen.findByText('Fish curry');
    expect(await tile('New Orders')).toBe('1');
  });

  it('the bar shows the withdrawn drink but counts no new order', async () => {
    showKitchen('BOT');
    await screen.findByText('Lime juice');
    expect(screen.queryByText('Fish curry')).toBeNull();
    expect(await tile('New Orders')).toBe('0');
  });
});
