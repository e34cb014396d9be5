// The inventory services as cards: the chosen hotel's stores, and the empty state.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  InventoryServicesDocument,
  type InventoryServicesQuery,
  type InventoryServicesQueryVariables,
} from '../../graphql/hooks.gen';
import { answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { InventoryServicesScreen } from './InventoryServicesScreen';

const card = (id: number, name: string) => ({
  __typename: 'HotelService' as const,
  id,
  name,
  serviceType: 'INVENTORY' as const,
  active: true,
  hotelId: 1,
  cardImage: null,
  cardLogo: null,
});

function show(answer: InventoryServicesQuery) {
  return renderWithProviders(<InventoryServicesScreen />, {
    graphql: [answerQuery<InventoryServicesQuery, InventoryServicesQueryVariables>(InventoryServicesDocument, answer)],
  });
}

describe('the inventory services', () => {
  it("shows the hotel's stores as cards", async () => {
    await show({ inventoryServices: [card(14, 'Main Stores'), card(15, 'Bar Stores')] });
    expect(await screen.findByRole('heading', { name: 'Inventory services' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Main Stores/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bar Stores/ })).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    await show({ inventoryServices: [] });
    expect(await screen.findByText('There is no inventory service here yet.')).toBeInTheDocument();
  });
});
