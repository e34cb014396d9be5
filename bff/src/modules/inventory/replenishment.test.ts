// Replenishment and stock counts through GraphQL against the real upstream: the preview, a double
// click (two parallel creates with one key) making one set of drafts, a count posted, a count
// refused because stock moved since it started, and the guard refusing a waiter.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startStack, type Stack, firstService } from '../../test/stack.js';

describe('replenishment and stock counts through GraphQL', () => {
  let stack: Stack;
  let keeper: string;
  let waiter: string;
  let serviceId: number;
  let location: number;
  let itemId: number;

  before(async () => {
    stack = await startStack();
    keeper = await stack.signIn('storekeeper@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    serviceId = (await firstService(stack, 'INVENTORY')).id;
    const as = { token: keeper, serviceId };
    const loc = await stack.gql<{ createStockLocation: { location: { id: number } } }>(
      'mutation($s: Int!, $n: String!) { createStockLocation(serviceId: $s, name: $n) { location { id } } }',
      { s: serviceId, n: 'G Count Store' },
      as,
    );
    assert.equal(loc.errors, undefined, JSON.stringify(loc.errors));
    location = loc.data!.createStockLocation.location.id;
    const item = await stack.gql<{ createInventoryItem: { item: { id: number } } }>(
      'mutation($i: InventoryItemInput!) { createInventoryItem(input: $i) { item { id } } }',
      { i: { serviceId, name: 'G Sparkling', reorderLevels: [{ locationId: location, reorderLevel: 20 }] } },
      as,
    );
    assert.equal(item.errors, undefined, JSON.stringify(item.errors));
    itemId = item.data!.createInventoryItem.item.id;
    const opening = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { enterOpeningStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 5) { message } }',
      { s: serviceId, i: itemId, l: location },
      as,
    );
    assert.equal(opening.errors, undefined, JSON.stringify(opening.errors));
  });
  after(() => stack.close());

  test('preview, then a double click creates the drafts once', async () => {
    const as = { token: keeper, serviceId };
    const supplier = await stack.gql<{ createSupplier: { supplier: { id: number } } }>(
      'mutation($i: SupplierInput!) { createSupplier(input: $i) { supplier { id } } }',
      { i: { serviceId, name: 'G Waters' } },
      as,
    );
    const supplierId = supplier.data!.createSupplier.supplier.id;
    const set = await stack.gql(
      'mutation($s: Int!, $i: ItemPurchasingInput!) { updateItemPurchasing(serviceId: $s, input: $i) { message item { preferredSupplierName } } }',
      { s: serviceId, i: { itemId, preferredSupplierId: supplierId, purchaseUnitId: null } },
      as,
    );
    assert.equal(set.errors, undefined, JSON.stringify(set.errors));
    const preview = await stack.gql<{
      replenishmentPreview: { groups: { supplierId: number; lines: { itemId: number; quantity: number }[] }[] };
    }>(
      'query($s: Int!) { replenishmentPreview(serviceId: $s) { groups { supplierId supplierName lines { itemId quantity shortfall } } withoutSupplier { itemId } } }',
      { s: serviceId },
      as,
    );
    assert.equal(preview.errors, undefined, JSON.stringify(preview.errors));
    const group = preview.data!.replenishmentPreview.groups.find((g) => g.supplierId === supplierId)!;
    assert.deepEqual(group.lines, [{ itemId, quantity: 15, shortfall: 15 }]);

    const requestKey = randomUUID();
    const create = () =>
      stack.gql<{ createReplenishment: { replayed: boolean; purchaseOrders: { id: number; status: string }[] } }>(
        'mutation($s: Int!, $k: String!) { createReplenishment(serviceId: $s, requestKey: $k) { message replayed purchaseOrders { id status } } }',
        { s: serviceId, k: requestKey },
        as,
      );
    const [a, b] = await Promise.all([create(), create()]);
    assert.equal(a.errors, undefined, JSON.stringify(a.errors));
    assert.equal(b.errors, undefined, JSON.stringify(b.errors));
    assert.deepEqual([a.data!.createReplenishment.replayed, b.data!.createReplenishment.replayed].sort(), [
      false,
      true,
    ]);
    assert.deepEqual(a.data!.createReplenishment.purchaseOrders, b.data!.createReplenishment.purchaseOrders);

    const refused = await stack.gql(
      'mutation($s: Int!, $k: String!) { createReplenishment(serviceId: $s, requestKey: $k) { message } }',
      { s: serviceId, k: randomUUID() },
      { token: waiter, serviceId },
    );
    assert.ok(refused.errors?.length);
  });

  test('an item picture uploaded as a data URL; another type refused naming the field', async () => {
    const as = { token: keeper, serviceId };
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`;
    const upload = (image: string) =>
      stack.gql<{ uploadItemImage: { item: { image: string | null } } }>(
        'mutation($s: Int!, $i: Int!, $img: String!) { uploadItemImage(serviceId: $s, itemId: $i, image: $img) { message item { itemId image } } }',
        { s: serviceId, i: itemId, img: image },
        as,
      );
    const done = await upload(png);
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.match(done.data!.uploadItemImage.item.image ?? '', /images\//);
    const refused = await upload('data:text/plain;base64,aGVsbG8=');
    assert.equal(refused.errors?.[0]?.extensions?.reason, 'PICTURE_TYPE_NOT_ALLOWED');
  });

  test('a count posted as adjustments; a count refused because stock moved since', async () => {
    const as = { token: keeper, serviceId };
    const start = () =>
      stack.gql<{ startStockCount: { stockCount: { id: number; lines: { itemId: number; expected: number }[] } } }>(
        'mutation($s: Int!, $l: Int!) { startStockCount(serviceId: $s, locationId: $l) { stockCount { id status lines { itemId expected current counted } } } }',
        { s: serviceId, l: location },
        as,
      );
    const post = (id: number, counted: number) =>
      stack.gql<{ postStockCount: { stockCount: { status: string } } }>(
        'mutation($s: Int!, $id: Int!, $r: String!, $lines: [StockCountLineInput!]!) { postStockCount(serviceId: $s, id: $id, reason: $r, lines: $lines) { message stockCount { status } } }',
        { s: serviceId, id, r: 'shelf count', lines: [{ itemId, counted }] },
        as,
      );
    const first = (await start()).data!.startStockCount.stockCount;
    assert.equal(first.lines.find((l) => l.itemId === itemId)!.expected, 5);
    const posted = await post(first.id, 4);
    assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
    assert.equal(posted.data!.postStockCount.stockCount.status, 'POSTED');

    const second = (await start()).data!.startStockCount.stockCount;
    const issue = await stack.gql(
      'mutation($s: Int!, $i: Int!, $l: Int!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 1) { message } }',
      { s: serviceId, i: itemId, l: location },
      as,
    );
    assert.equal(issue.errors, undefined, JSON.stringify(issue.errors));
    const moved = await post(second.id, 2);
    assert.equal(moved.errors?.[0]?.extensions?.reason, 'STOCK_MOVED_SINCE_COUNT');
    assert.match(moved.errors?.[0]?.message ?? '', /G Sparkling/);
  });
});
