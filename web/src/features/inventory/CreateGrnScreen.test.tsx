// Create GRN as the storekeeper meets it: the open purchase orders to pick from, the order's lines
// with what is open, a quantity above what is open held at the open quantity, a part
// received (the mutation carries only the lines with a quantity), 'Failed to fetch purchase items'
// with Retry when the order cannot be loaded, nothing open, and German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  CreateGrnDocument,
  PurchaseOrderDocument,
  PurchaseOrdersDocument,
  StockLocationsDocument,
  type CreateGrnMutation,
  type CreateGrnMutationVariables,
  type PurchaseOrderFieldsFragment,
  type PurchaseOrderQuery,
  type PurchaseOrderQueryVariables,
  type PurchaseOrdersQuery,
  type PurchaseOrdersQueryVariables,
  type StockLocationsQuery,
  type StockLocationsQueryVariables,
} from '../../graphql/hooks.gen';
import { ErrorCode, PurchaseOrderStatus } from '../../graphql/schema-enums.gen';
import type { Language } from '../../i18n';
import { answerMutation, answerQuery, refusal } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { CreateGrnScreen } from './CreateGrnScreen';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;

const ORDER: PurchaseOrderFieldsFragment = {
  id: 7,
  number: 7,
  supplierId: 3,
  supplierName: 'Island Linen Supplies',
  status: PurchaseOrderStatus.PARTLY_RECEIVED,
  currency: 'LKR',
  expectedDate: '2026-12-01',
  note: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'Storekeeper Demo',
  sentAt: '2026-11-20T09:00:00.000Z',
  total: 125,
  lines: [
    {
      id: 70,
      itemId: 5,
      itemName: 'Shampoo Sachet',
      unitId: null,
      unitName: 'Piece',
      factor: 1,
      quantity: 10,
      unitPrice: 12.5,
      received: 4,
      open: 6,
      total: 125,
    },
  ],
};
const LOCATIONS: StockLocationsQuery = { stockLocations: { total: 1, items: [{ id: 1, name: 'Main Store' }] } };

function show(
  options: { language?: Language; orders?: PurchaseOrderFieldsFragment[]; orderFails?: boolean } = {},
  received: CreateGrnMutationVariables[] = [],
) {
  return renderWithProviders(<CreateGrnScreen />, {
    language: options.language ?? 'en',
    session: { service: STORES, grants: { GRN: PermissionStatus.WRITE } },
    graphql: [
      answerQuery<PurchaseOrdersQuery, PurchaseOrdersQueryVariables>(PurchaseOrdersDocument, {
        purchaseOrders: { total: (options.orders ?? [ORDER]).length, items: options.orders ?? [ORDER] },
      }),
      answerQuery<PurchaseOrderQuery, PurchaseOrderQueryVariables>(PurchaseOrderDocument, () =>
        options.orderFails ? refusal(ErrorCode.INTERNAL, 'boom') : { purchaseOrder: ORDER },
      ),
      answerQuery<StockLocationsQuery, StockLocationsQueryVariables>(StockLocationsDocument, LOCATIONS),
      answerMutation<CreateGrnMutation, CreateGrnMutationVariables>(CreateGrnDocument, (variables) => {
        received.push(variables);
        return {
          createGrn: {
            message: 'Goods received note saved',
            grn: {
              id: 11,
              purchaseOrderId: 7,
              purchaseOrderNumber: 7,
              supplierName: 'Island Linen Supplies',
              locationId: 1,
              locationName: 'Main Store',
              currency: 'LKR',
              note: '',
              createdAt: '2026-11-26T10:00:00.000Z',
              createdBy: 'Storekeeper Demo',
              total: 50,
              lines: [],
            },
          },
        };
      }),
    ],
  });
}

async function pick(user: Awaited<ReturnType<typeof show>>['user'], label: string, option: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('create GRN', () => {
  it('receives part of an open order; the field never holds more than is open', async () => {
    const sent: CreateGrnMutationVariables[] = [];
    const { user } = await show({}, sent);
    await pick(user, 'Purchase order', /PO-00007 · Island Linen Supplies/);
    const quantity = await screen.findByRole('textbox', { name: 'Receive Shampoo Sachet' });
    expect(quantity).toHaveValue('6');
    await pick(user, 'Receive into', 'Main Store');
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.tab();
    // The field never holds more than is open (the server refuses it too: OVER_RECEIPT).
    expect(quantity).toHaveValue('6');
    expect(sent).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Save GRN' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      serviceId: 14,
      purchaseOrderId: 7,
      locationId: 1,
      lines: [{ purchaseOrderLineId: 70, quantity: 4 }],
    });
  });

  it("says 'Failed to fetch purchase items' when the order's lines cannot be loaded", async () => {
    const { user } = await show({ orderFails: true });
    await pick(user, 'Purchase order', /PO-00007/);
    expect(await screen.findByText('Failed to fetch purchase items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when nothing is open for receiving', async () => {
    await show({ orders: [] });
    expect(await screen.findByText('No purchase order is open for receiving.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    const { user } = await show({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Wareneingang erfassen' })).toBeInTheDocument();
    await pick(user, 'Bestellung', /PO-00007/);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Offen')).toBeInTheDocument();
  });
});
