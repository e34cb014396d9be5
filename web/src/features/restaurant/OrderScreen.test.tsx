// The waiter's order screen, rendered whole with the server answering its queries: which buttons a
// waiter can press for an order in each state (operations §4 "Button enablement"), and how lines
// not yet sent change that.

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import { PHONE_MEDIA_QUERY } from '../../app/theme';
import {
  FoodCategoriesDocument,
  FoodItemsDocument,
  PlaceOrderDocument,
  TableOrderDocument,
  WaiterTablesDocument,
  type FoodCategoriesQuery,
  type FoodCategoriesQueryVariables,
  type FoodItemsQuery,
  type FoodItemsQueryVariables,
  type OrderFieldsFragment,
  type OrderStatus,
  type PlaceOrderMutation,
  type PlaceOrderMutationVariables,
  type TableOrderQuery,
  type TableOrderQueryVariables,
  type WaiterTablesQuery,
  type WaiterTablesQueryVariables,
} from '../../graphql/hooks.gen';
import { answerMutation, answerQuery, server } from '../../test-utils/graphql';
import { TEST_RESTAURANT } from '../../test-utils/session';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { clearDraft } from './order-drafts';
import { OrderScreen } from './OrderScreen';

const TABLE_ID = 5;
const MAINS = 1;

type ItemStatus = OrderStatus;

function line(id: number, name: string, status: ItemStatus): OrderFieldsFragment['items'][number] {
  return {
    id,
    itemId: 100 + id,
    name,
    image: null,
    price: 1500,
    quantity: 1,
    remarks: '',
    status,
    itemType: 'FOOD',
    rejectionReason: status === 'REJECTED' ? 'Out of coconut' : null,
    active: status !== 'CANCELLED',
    ticket: { id: 9, number: 12, type: 'KOT' },
  };
}

function order(status: OrderStatus, items: readonly ItemStatus[]): OrderFieldsFragment {
  const names = ['Fish curry', 'Kottu roti', 'Hoppers'];
  return {
    id: 500,
    status,
    orderTime: '12:30',
    paymentMethod: 'CASH',
    roomNumber: null,
    remarks: '',
    customerName: '',
    vatApplicable: false,
    vatActive: true,
    requestConfirmationTables: status === 'REQUEST_CONFIRMATION' ? ['5'] : [],
    table: { id: TABLE_ID, number: '5' },
    items: items.map((itemStatus, index) => line(index + 1, names[index] ?? `Dish ${index + 1}`, itemStatus)),
    bill: {
      subTotal: 1500 * items.length,
      discount: 0,
      serviceCharge: 150 * items.length,
      serviceChargeRate: 10,
      totalCharge: 1650 * items.length,
      taxes: [],
    },
  };
}

const FOOD: FoodItemsQuery = {
  foodItems: [
    { id: 201, name: 'Devilled chicken', image: null, price: 1800, active: true, itemType: 'FOOD', categoryId: MAINS },
  ],
};

function showOrderScreen(current: OrderFieldsFragment | null, foodMenu: PermissionStatus = PermissionStatus.WRITE) {
  const table: WaiterTablesQuery['waiterTables'][number] = {
    id: TABLE_ID,
    number: '5',
    status: 'OCCUPIED',
    orderLineCount: current?.items.length ?? 0,
    allocation: {
      id: 50,
      paymentMethod: 'CASH',
      roomNumber: null,
      customerName: null,
      vatApplicable: false,
      currentOrder: current && { id: current.id, status: current.status },
    },
  };
  return renderWithProviders(<OrderScreen target={{ kind: 'id', value: MAINS }} />, {
    session: {
      service: TEST_RESTAURANT,
      grants: { FOOD_MENU: foodMenu, STEWARD_DASHBOARD: PermissionStatus.READ },
    },
    graphql: [
      answerQuery<WaiterTablesQuery, WaiterTablesQueryVariables>(WaiterTablesDocument, { waiterTables: [table] }),
      answerQuery<TableOrderQuery, TableOrderQueryVariables>(TableOrderDocument, { order: current }),
      answerQuery<FoodCategoriesQuery, FoodCategoriesQueryVariables>(FoodCategoriesDocument, {
        foodCategories: [{ id: MAINS, title: 'Mains', image: null, parentId: null, expanded: false, children: [] }],
      }),
      answerQuery<FoodItemsQuery, FoodItemsQueryVariables>(FoodItemsDocument, FOOD),
    ],
  });
}

/** Waits until the table's order (or its absence) is on screen. */
async function orderShown(current: OrderFieldsFragment | null) {
  if (current?.items[0]) await screen.findByText(current.items[0].name);
  else await screen.findByText('No items ordered yet');
}

const button = (name: string) => screen.getByRole('button', { name });

async function tableTimeLocked(user: Awaited<ReturnType<typeof showOrderScreen>>['user']): Promise<boolean> {
  await user.click(screen.getByRole('button', { name: /^Table Time/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Table Time' });
  const locked = within(dialog).getByRole('combobox', { name: 'Hour' }).hasAttribute('disabled');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  return locked;
}

afterEach(() => clearDraft(TEST_RESTAURANT.id, TABLE_ID));

describe('the order buttons follow the order state (operations §4)', () => {
  const states: {
    state: string;
    order: OrderFieldsFragment | null;
    send: string;
    sendEnabled: boolean;
    cancel: boolean;
    invoice: boolean;
    /** null: no VAT checkbox (there is no order to be VAT-active). */
    vat: boolean | null;
    timeLocked: boolean;
  }[] = [
    {
      state: 'no order yet',
      order: null,
      send: 'Order',
      sendEnabled: false,
      cancel: false,
      invoice: false,
      vat: null,
      timeLocked: false,
    },
    {
      state: 'PLACED',
      order: order('PLACED', ['PLACED', 'PLACED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: true,
      invoice: false,
      vat: true,
      timeLocked: false,
    },
    {
      state: 'PLACED with an item already served',
      order: order('PLACED', ['SERVED', 'PLACED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: false,
      vat: true,
      timeLocked: false,
    },
    {
      state: 'REQUEST_CONFIRMATION',
      order: order('REQUEST_CONFIRMATION', ['REJECTED', 'PLACED']),
      send: 'Confirm Order',
      sendEnabled: true,
      cancel: true,
      invoice: false,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'REQUEST_CONFIRMATION with an item already served',
      order: order('REQUEST_CONFIRMATION', ['SERVED', 'REJECTED', 'PLACED']),
      send: 'Confirm Order',
      sendEnabled: true,
      cancel: true,
      invoice: false,
      vat: false,
      timeLocked: true,
    },
    {
      // A rejected line is not on the bill: the guest may pay for what was served.
      state: 'REQUEST_CONFIRMATION, every line but the rejected one served',
      order: order('REQUEST_CONFIRMATION', ['SERVED', 'REJECTED']),
      send: 'Confirm Order',
      sendEnabled: true,
      cancel: true,
      invoice: true,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'ACCEPTED',
      order: order('ACCEPTED', ['ACCEPTED', 'ACCEPTED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: false,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'BEING_PREPARED',
      order: order('BEING_PREPARED', ['BEING_PREPARED', 'READY_TO_SERVE']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: false,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'SERVED with one line still cooking',
      order: order('SERVED', ['SERVED', 'BEING_PREPARED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: false,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'SERVED, every line served',
      order: order('SERVED', ['SERVED', 'SERVED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: true,
      vat: false,
      timeLocked: true,
    },
    {
      state: 'SERVED, every line served or cancelled',
      order: order('SERVED', ['SERVED', 'CANCELLED']),
      send: 'Update Order',
      sendEnabled: false,
      cancel: false,
      invoice: true,
      vat: false,
      timeLocked: true,
    },
  ];

  for (const expected of states) {
    const on = (yes: boolean) => (yes ? 'enabled' : 'disabled');
    it(`${expected.state}: ${expected.send} ${on(expected.sendEnabled)}, Cancel Order ${on(expected.cancel)}, Prepare Invoice ${on(expected.invoice)}`, async () => {
      const { user } = await showOrderScreen(expected.order);
      await orderShown(expected.order);

      expect(button(expected.send)).toHaveProperty('disabled', !expected.sendEnabled);
      expect(button('Cancel Order')).toHaveProperty('disabled', !expected.cancel);
      expect(button('Prepare Invoice')).toHaveProperty('disabled', !expected.invoice);
      const vat = screen.queryByRole('checkbox', { name: 'VAT' });
      if (expected.vat === null) expect(vat).not.toBeInTheDocument();
      else expect(vat).toHaveProperty('disabled', !expected.vat);
      expect(await tableTimeLocked(user)).toBe(expected.timeLocked);
    });
  }
});

describe('lines not yet sent', () => {
  it('enable Order and Cancel Order on a table with no order', async () => {
    const { user } = await showOrderScreen(null);
    await orderShown(null);
    expect(button('Order')).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));

    expect(await screen.findByText('Not yet ordered')).toBeInTheDocument();
    expect(button('Order')).toBeEnabled();
    expect(button('Cancel Order')).toBeEnabled();
  });

  it('enable Update Order and Cancel Order on an order the kitchen accepted', async () => {
    const accepted = order('ACCEPTED', ['ACCEPTED']);
    const { user } = await showOrderScreen(accepted);
    await orderShown(accepted);
    expect(button('Update Order')).toBeDisabled();
    expect(button('Cancel Order')).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));

    expect(button('Update Order')).toBeEnabled();
    expect(button('Cancel Order')).toBeEnabled();
  });

  it('disable Prepare Invoice until they are sent and served', async () => {
    const served = order('SERVED', ['SERVED']);
    const { user } = await showOrderScreen(served);
    await orderShown(served);
    expect(button('Prepare Invoice')).toBeEnabled();

    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));

    expect(button('Prepare Invoice')).toBeDisabled();
  });
});

describe('on a phone, the cart bar (issue 10)', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === PHONE_MEDIA_QUERY });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  const bar = () => screen.getByRole('region', { name: 'Cart' });
  const openButton = () => within(bar()).getByRole('button', { name: /^Open the order/ });

  it('keeps the order out of the way until it is opened, and opens it', async () => {
    const placed = order('PLACED', ['PLACED', 'PLACED']);
    const { user } = await showOrderScreen(placed);
    expect(await screen.findByRole('heading', { name: 'Steward' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Open the order: Table - 5, 2 items, LKR 3,300.00' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    await user.click(openButton());

    const sheet = await screen.findByRole('dialog', { name: 'Order' });
    expect(await within(sheet).findByText('Fish curry')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  });

  it('counts an added dish, says so, and enables Order', async () => {
    const { user } = await showOrderScreen(null);
    await screen.findByRole('button', { name: 'Open the order: Table - 5, 0 items, LKR 0.00' });
    expect(within(bar()).getByRole('button', { name: 'Order' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));

    expect(openButton()).toHaveAccessibleName('Open the order: Table - 5, 1 item, LKR 1,800.00');
    expect(within(bar()).getByText('not yet ordered')).toBeInTheDocument();
    expect(within(bar()).getByText('Added: Devilled chicken')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Devilled chicken' }));
    expect(openButton()).toHaveAccessibleName('Open the order: Table - 5, 2 items, LKR 3,600.00');
  });

  it('shows the total charged and what is not yet ordered; Update Order waits for something new', async () => {
    const accepted = order('ACCEPTED', ['ACCEPTED', 'ACCEPTED']);
    const { user } = await showOrderScreen(accepted);
    await screen.findByRole('button', { name: 'Open the order: Table - 5, 2 items, LKR 3,300.00' });
    expect(within(bar()).getByRole('button', { name: 'Update Order' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));

    expect(openButton()).toHaveAccessibleName('Open the order: Table - 5, 3 items, LKR 3,300.00');
    expect(within(bar()).getByText('+ LKR 1,800.00 not yet ordered')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Update Order' })).toBeEnabled();
  });

  it('leaves rejected dishes out of the count and offers Confirm Order', async () => {
    const waiting = order('REQUEST_CONFIRMATION', ['REJECTED', 'PLACED']);
    await showOrderScreen(waiting);
    await screen.findByRole('button', { name: /^Open the order: Table - 5, 1 item,/ });
    expect(within(bar()).getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });

  it('lets a waiter who may only view the menu send nothing', async () => {
    const waiting = order('REQUEST_CONFIRMATION', ['REJECTED', 'PLACED']);
    await showOrderScreen(waiting, PermissionStatus.READ);
    await screen.findByRole('button', { name: /^Open the order: Table - 5, 1 item,/ });
    expect(within(bar()).getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  });

  it('sends the order from the bar', async () => {
    const { user } = await showOrderScreen(null);
    await user.click(await screen.findByRole('button', { name: 'Devilled chicken' }));
    const sent: PlaceOrderMutationVariables[] = [];
    const placed = order('PLACED', ['PLACED']);
    server.use(
      answerMutation<PlaceOrderMutation, PlaceOrderMutationVariables>(PlaceOrderDocument, (variables) => {
        sent.push(variables);
        return { placeOrder: { message: 'Order placed successfully', order: placed } };
      }),
    );

    await user.click(within(bar()).getByRole('button', { name: 'Order' }));

    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    expect(sent.map((v) => v.input.items.map((item) => item.itemId))).toEqual([[201]]);
  });
});

describe('the lines of an order', () => {
  it('offer Serve only on a line that is ready to serve', async () => {
    const cooking = order('BEING_PREPARED', ['BEING_PREPARED', 'READY_TO_SERVE']);
    await showOrderScreen(cooking);
    await orderShown(cooking);
    const lines = screen.getAllByTestId('order-line');

    expect(within(lines[0]!).queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
    expect(within(lines[1]!).getByRole('button', { name: 'Serve' })).toBeEnabled();
  });

  it('offer Withdraw only on a line the kitchen has not accepted', async () => {
    const mixed = order('PLACED', ['PLACED', 'ACCEPTED']);
    await showOrderScreen(mixed);
    await orderShown(mixed);
    const lines = screen.getAllByTestId('order-line');

    expect(within(lines[0]!).getByRole('button', { name: 'Withdraw item' })).toBeEnabled();
    expect(within(lines[1]!).queryByRole('button', { name: 'Withdraw item' })).not.toBeInTheDocument();
  });
});

describe('a waiter who may only view the menu', () => {
  it('can press none of the order buttons, whatever the state allows', async () => {
    const waiting = order('REQUEST_CONFIRMATION', ['REJECTED', 'READY_TO_SERVE']);
    await showOrderScreen(waiting, PermissionStatus.READ);
    await orderShown(waiting);

    expect(button('Confirm Order')).toBeDisabled();
    expect(button('Cancel Order')).toBeDisabled();
    expect(button('Custom Dish')).toBeDisabled();
    expect(button('Allocate Table')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'VAT' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });
});
