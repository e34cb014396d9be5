// The dashboard of a group-level user (tied to a group, no hotel): the group's tiles and Product
// Items with each line's store first, rows below their reorder level marked; "This store" shows the
// chosen store's own figures; in German too.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  GroupInventoryTilesDocument,
  GroupProductItemsDocument,
  InventoryTilesDocument,
  ProductItemsDocument,
  type GroupInventoryTilesQuery,
  type GroupInventoryTilesQueryVariables,
  type GroupProductItemsQuery,
  type GroupProductItemsQueryVariables,
  type InventoryTilesQuery,
  type InventoryTilesQueryVariables,
  type ProductItemsQuery,
  type ProductItemsQueryVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { DashboardScreen } from './DashboardScreen';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;
const line = (itemName: string, storeName: string, hotelName: string, quantity: number, reorderLevel: number) => ({
  itemId: itemName.length,
  itemName,
  locationId: hotelName.length,
  locationName: 'Main Store',
  quantity,
  addOnStatus: false,
  reorderLevel,
  serviceId: hotelName.length,
  storeName,
  hotelName,
});

function show(language: Language = 'en') {
  return renderWithProviders(<DashboardScreen />, {
    language,
    session: {
      service: STORES,
      grants: { INVENTORY_DASHBOARD: PermissionStatus.READ },
      viewer: { level: 'GROUP', profile: { hotel: null, group: { id: 1, name: 'Coast Group' }, service: null } },
    },
    graphql: [
      answerQuery<GroupInventoryTilesQuery, GroupInventoryTilesQueryVariables>(GroupInventoryTilesDocument, {
        groupInventoryTiles: {
          stores: 2,
          totalProducts: 14,
          lowStockProducts: 6,
          outOfStockProducts: 4,
          zeroStockProducts: 2,
        },
      }),
      answerQuery<GroupProductItemsQuery, GroupProductItemsQueryVariables>(GroupProductItemsDocument, {
        groupProductItems: {
          total: 2,
          items: [line('Arrack', 'Main Stores', 'Lagoon', 0, 6), line('Bath Towel', 'Hill Stores', 'Kandy', 80, 40)],
        },
      }),
      answerQuery<InventoryTilesQuery, InventoryTilesQueryVariables>(InventoryTilesDocument, {
        inventoryTiles: { totalProducts: 7, lowStockProducts: 3, outOfStockProducts: 2, zeroStockProducts: 1 },
      }),
      answerQuery<ProductItemsQuery, ProductItemsQueryVariables>(ProductItemsDocument, {
        productItems: { total: 0, items: [] },
      }),
    ],
  });
}

describe('the group-level dashboard', () => {
  it("shows the group's figures and each line's store; This store shows the store's own", async () => {
    const { user } = await show();
    expect(await screen.findByText('The figures of 2 stores of Coast Group.')).toBeInTheDocument();
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Store' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Hill Stores · Kandy' })).toBeInTheDocument();
    const arrack = screen.getByRole('cell', { name: 'Arrack' }).closest('tr') as HTMLElement;
    expect(arrack).toHaveAttribute('data-state', 'low');
    await user.click(screen.getByText('This store'));
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Store' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await show('de');
    expect(await screen.findByText('Die Zahlen von 2 Lagern von Coast Group.')).toBeInTheDocument();
    expect(screen.getByText('Ganze Gruppe')).toBeInTheDocument();
  });
});
