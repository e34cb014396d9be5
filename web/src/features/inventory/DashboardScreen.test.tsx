// The inventory dashboard as the storekeeper meets it: the four tiles from the server's counts,
// the Product Items rows with the add-on flag and the rows below their reorder level marked, the
// statistics modal's title, and the same page in German.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  InventoryTilesDocument,
  ProductItemsDocument,
  StockProjectionDocument,
  type InventoryTilesQuery,
  type InventoryTilesQueryVariables,
  type ProductItemsQuery,
  type ProductItemsQueryVariables,
  type StockProjectionQuery,
  type StockProjectionQueryVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { DashboardScreen } from './DashboardScreen';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;

const TILES: InventoryTilesQuery = {
  inventoryTiles: { totalProducts: 7, lowStockProducts: 2, outOfStockProducts: 1, zeroStockProducts: 3 },
};
const ITEMS: ProductItemsQuery = {
  productItems: {
    total: 2,
    items: [
      {
        itemId: 1,
        itemName: 'Arrack',
        locationId: 3,
        locationName: 'Bar',
        quantity: 2,
        addOnStatus: true,
        reorderLevel: 6,
      },
      {
        itemId: 2,
        itemName: 'Basmati Rice',
        locationId: 1,
        locationName: 'Main Store',
        quantity: 135,
        addOnStatus: false,
        reorderLevel: 100,
      },
    ],
  },
};
const PROJECTION: StockProjectionQuery = {
  stockProjection: {
    currentQuantity: 2,
    reorderLevel: 6,
    dailyConsumption: 0.5,
    points: Array.from({ length: 14 }, (_, i) => ({
      date: `2026-01-${String(i + 2).padStart(2, '0')}`,
      quantity: 2 - i * 0.5,
    })),
  },
};

function showDashboard(language: Language = 'en') {
  return renderWithProviders(<DashboardScreen />, {
    language,
    session: { service: STORES, grants: { INVENTORY_DASHBOARD: PermissionStatus.READ } },
    graphql: [
      answerQuery<InventoryTilesQuery, InventoryTilesQueryVariables>(InventoryTilesDocument, TILES),
      answerQuery<ProductItemsQuery, ProductItemsQueryVariables>(ProductItemsDocument, ITEMS),
      answerQuery<StockProjectionQuery, StockProjectionQueryVariables>(StockProjectionDocument, PROJECTION),
    ],
  });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the inventory dashboard', () => {
  it('shows the tiles and the Product Items, marking what is below its reorder level', async () => {
    await showDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    for (const tile of ['Total Products', 'Low Stock Products', 'Out of Stock Products', 'Zero Stock Products']) {
      expect(screen.getByText(tile)).toBeInTheDocument();
    }
    await screen.findByRole('cell', { name: 'Arrack' });
    expect(rowOf('Arrack')).toHaveAttribute('data-state', 'low');
    expect(rowOf('Basmati Rice')).not.toHaveAttribute('data-state');
    expect(within(rowOf('Arrack')).getByLabelText('Add-on item')).toBeInTheDocument();
    expect(within(rowOf('Basmati Rice')).queryByLabelText('Add-on item')).toBeNull();
  });

  it('opens the statistics of a line', async () => {
    const { user } = await showDashboard();
    await screen.findByRole('cell', { name: 'Arrack' });
    await user.click(within(rowOf('Arrack')).getByRole('button', { name: 'Statistics Product Quantity Of Arrack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics Product Quantity Of Arrack' });
    expect(await within(dialog).findByText(/the next 14 days/)).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await showDashboard('de');
    expect(await screen.findByText('Produkte gesamt')).toBeInTheDocument();
    expect(screen.getByText('Produktartikel')).toBeInTheDocument();
  });
});
