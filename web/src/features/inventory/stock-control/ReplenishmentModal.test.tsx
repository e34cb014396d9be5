// Replenishment as the storekeeper meets it: the preview of one draft order per preferred
// supplier in whole cases, an item without a supplier set apart (and given one in place), and a
// double click on Create sending one request key — the upstream creates the orders once per key.
// And the preview in German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  CreateReplenishmentDocument,
  ItemPurchasingDocument,
  ReplenishmentPreviewDocument,
  SuppliersDocument,
  UpdateItemPurchasingDocument,
  type CreateReplenishmentMutation,
  type CreateReplenishmentMutationVariables,
  type ItemPurchasingQuery,
  type ItemPurchasingQueryVariables,
  type UpdateItemPurchasingMutation,
  type UpdateItemPurchasingMutationVariables,
  type ReplenishmentPreviewQuery,
  type ReplenishmentPreviewQueryVariables,
  type SuppliersQuery,
  type SuppliersQueryVariables,
} from '../../../graphql/hooks.gen';
import { PurchaseOrderStatus } from '../../../graphql/schema-enums.gen';
import type { Language } from '../../../i18n';
import { answerMutation, answerQuery } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { ReplenishButton } from './ReplenishmentModal';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;

const PLAN: ReplenishmentPreviewQuery['replenishmentPreview'] = {
  groups: [
    {
      supplierId: 7,
      supplierName: 'Lanka Beverages',
      lines: [
        {
          itemId: 1,
          itemName: 'Mineral Water',
          unitName: 'Case',
          factor: 24,
          shortfall: 25,
          onOrder: 0,
          quantity: 2,
          stockQuantity: 48,
          unitPrice: 1800,
        },
      ],
    },
  ],
  withoutSupplier: [{ itemId: 2, itemName: 'Basmati Rice', shortfall: 10.25 }],
};

function show(
  language: Language = 'en',
  created: CreateReplenishmentMutationVariables[] = [],
  chosen: UpdateItemPurchasingMutationVariables[] = [],
) {
  return renderWithProviders(<ReplenishButton serviceId={14} />, {
    language,
    session: {
      service: STORES,
      grants: { PURCHASE_ORDER: PermissionStatus.WRITE, INVENTORY_ITEM: PermissionStatus.WRITE },
    },
    graphql: [
      answerQuery<ReplenishmentPreviewQuery, ReplenishmentPreviewQueryVariables>(ReplenishmentPreviewDocument, {
        replenishmentPreview: PLAN,
      }),
      answerQuery<SuppliersQuery, SuppliersQueryVariables>(SuppliersDocument, {
        suppliers: {
          total: 1,
          items: [
            {
              id: 3,
              name: 'Ceylon Fresh Foods',
              contactPerson: 'Nimal Perera',
              phone: '+94 11 255 3100',
              email: 'orders@ceylonfresh.lk',
              address: '12 Market Street, Colombo 11',
              active: true,
            },
          ],
        },
      }),
      // Basmati Rice is bought in sacks (unit 5): choosing its supplier keeps that.
      answerQuery<ItemPurchasingQuery, ItemPurchasingQueryVariables>(ItemPurchasingDocument, {
        itemPurchasing: [
          {
            itemId: 2,
            preferredSupplierId: null,
            preferredSupplierName: null,
            purchaseUnitId: 5,
            purchaseUnitName: 'Sack',
            image: null,
          },
        ],
      }),
      answerMutation<UpdateItemPurchasingMutation, UpdateItemPurchasingMutationVariables>(
        UpdateItemPurchasingDocument,
        (variables) => {
          chosen.push(variables);
          return {
            updateItemPurchasing: {
              message: 'Item purchasing updated',
              item: {
                itemId: 2,
                preferredSupplierId: 3,
                preferredSupplierName: 'Ceylon Fresh Foods',
                purchaseUnitId: 5,
                purchaseUnitName: 'Sack',
              },
            },
          };
        },
      ),
      answerMutation<CreateReplenishmentMutation, CreateReplenishmentMutationVariables>(
        CreateReplenishmentDocument,
        async (variables) => {
          created.push(variables);
          await new Promise((r) => setTimeout(r, 50));
          return {
            createReplenishment: {
              message: 'Draft purchase orders created',
              replayed: created.length > 1,
              purchaseOrders: [
                {
                  id: 31,
                  number: 31,
                  supplierId: 7,
                  supplierName: 'Lanka Beverages',
                  status: PurchaseOrderStatus.DRAFT,
                  currency: 'LKR',
                  expectedDate: null,
                  note: 'Replenishment',
                  createdAt: '2026-11-26T08:00:00.000Z',
                  createdBy: 'Store Keeper',
                  sentAt: null,
                  total: 3600,
                  lines: [],
                },
              ],
            },
          };
        },
      ),
    ],
  });
}

describe('replenishment', () => {
  it('previews the drafts by supplier in whole cases; a double click sends one request key', async () => {
    const created: CreateReplenishmentMutationVariables[] = [];
    const { user } = await show('en', created);
    await user.click(screen.getByRole('button', { name: 'Replenish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replenish below reorder level' });
    expect(await within(dialog).findByRole('heading', { name: 'Order to Lanka Beverages' })).toBeInTheDocument();
    expect(within(dialog).getByText(/2 Case/)).toBeInTheDocument();
    expect(within(dialog).getByText('(= 48)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Basmati Rice/)).toBeInTheDocument();
    expect(within(dialog).getAllByLabelText('Preferred supplier for Basmati Rice').length).toBeGreaterThan(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create 1 draft order' }));
    await waitFor(() => expect(created.length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new Set(created.map((c) => c.requestKey)).size).toBe(1);
    expect(created[0]).toMatchObject({ serviceId: 14 });
  });

  it('gives an item without a supplier one, keeping the unit it is bought in', async () => {
    const chosen: UpdateItemPurchasingMutationVariables[] = [];
    const { user } = await show('en', [], chosen);
    await user.click(screen.getByRole('button', { name: 'Replenish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replenish below reorder level' });
    await within(dialog).findByText(/Basmati Rice/);
    await user.click(within(dialog).getByRole('combobox', { name: 'Preferred supplier for Basmati Rice' }));
    await user.click(await screen.findByRole('option', { name: 'Ceylon Fresh Foods' }));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]).toEqual({
      serviceId: 14,
      input: { itemId: 2, preferredSupplierId: 3, purchaseUnitId: 5 },
    });
  });

  it('speaks German', async () => {
    const { user } = await show('de');
    await user.click(screen.getByRole('button', { name: 'Nachbestellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unter Meldebestand nachbestellen' });
    expect(await within(dialog).findByRole('heading', { name: 'Bestellung an Lanka Beverages' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1 Bestellentwurf anlegen' })).toBeInTheDocument();
  });
});
