import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  brokerDestination,
  channelCreationTopic,
  chefTopic,
  decodeTopicMessage,
  encodeTopicMessage,
  parseTopic,
  reservationTopic,
  TOPICS,
  waiterQueue,
  type restaurantEntities,
} from '@hotel/schema';

const cancellation: restaurantEntities.ChefOrderMessage = {
  status: 'CANCELLED',
  event: 'ORDER_CANCELLED',
  orderId: 4,
  tableId: 2,
  tableNumber: '6',
  hotelServiceId: 3,
};

describe('STOMP topics', () => {
  it('builds the logical destinations of the spec', () => {
    assert.equal(chefTopic(3), '/chef/3');
    assert.equal(waiterQueue(12), '/user/12/queue/waiter');
    assert.equal(reservationTopic('5'), '/reservation/5');
    assert.equal(channelCreationTopic('RESTAURANT', 2), '/channel-creation/RESTAURANT/2');
  });

  it('treats NO_SERVICE as HOTEL on the channel-creation topic', () => {
    assert.equal(channelCreationTopic('NO_SERVICE', 2), '/channel-creation/HOTEL/2');
  });

  it('refuses ids that would collide once mapped', () => {
    for (const bad of ['1/2', 'a.b', '', -1, 1.5]) assert.throws(() => chefTopic(bad), TypeError);
  });

  it('keeps logical names on the embedded broker and maps them onto RabbitMQ topic routing keys', () => {
    assert.equal(brokerDestination('/chef/3', 'embedded'), '/chef/3');
    assert.equal(brokerDestination('/chef/3', 'rabbitmq'), '/topic/chef.3');
    assert.equal(brokerDestination(waiterQueue(9), 'rabbitmq'), '/topic/user.9.queue.waiter');
    assert.equal(brokerDestination(channelCreationTopic('HOTEL', 4), 'rabbitmq'), '/topic/channel-creation.HOTEL.4');
  });

  it('parses the topics back into their kind and ids', () => {
    assert.deepEqual(parseTopic('/chef/3'), { kind: 'chef', topic: '/chef/3', params: { serviceId: '3' } });
    assert.deepEqual(parseTopic('/user/9/queue/waiter'), {
      kind: 'waiter',
      topic: '/user/9/queue/waiter',
      params: { userId: '9' },
    });
    assert.deepEqual(parseTopic('/reservation/1'), {
      kind: 'reservation',
      topic: '/reservation/1',
      params: { hotelId: '1' },
    });
    assert.deepEqual(parseTopic('/channel-creation/HOTEL/4'), {
      kind: 'channelCreation',
      topic: '/channel-creation/HOTEL/4',
      params: { serviceType: 'HOTEL', hotelId: '4' },
    });
    for (const other of ['/chef', '/chef/3/x', '/user/9/queue/chef', 'chef/3', '/topic/chef.3', '/chef/a.b'])
      assert.equal(parseTopic(other), null, other);
  });

  it('builds every registered topic from its template and recognises it again', () => {
    for (const definition of Object.values(TOPICS)) {
      const ids = Object.fromEntries([...definition.template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 7]));
      // Every id of every template is given, which the union of the builders cannot express.
      const topic = (definition.at as unknown as (params: Record<string, number>) => string)(ids);
      assert.equal(topic, definition.template.replace(/\{\w+\}/g, '7'));
      assert.equal(parseTopic(topic)?.kind, definition.kind);
    }
  });

  it('sends a chef message in its declared field order, so a cancellation starts with CANCELLED', () => {
    const shuffled = Object.fromEntries(Object.entries(cancellation).reverse()) as typeof cancellation;
    const text = encodeTopicMessage(chefTopic(3), shuffled);
    assert.equal(Object.keys(JSON.parse(text) as object)[0], 'status');
    assert.deepEqual(JSON.parse(text), cancellation);
  });

  it('refuses to send a message its topic does not carry', () => {
    const wrong = { ...cancellation, status: 'GONE' } as unknown as restaurantEntities.ChefOrderMessage;
    assert.throws(() => encodeTopicMessage(chefTopic(3), wrong));
  });

  it('decodes a received message with its topic schema, dropping fields it does not declare', () => {
    const decoded = decodeTopicMessage(chefTopic(3), JSON.stringify({ ...cancellation, extra: 1 }));
    assert.deepEqual(decoded, { ok: true, message: cancellation });
    const rejection = [
      { ...cancellation, itemId: 8, itemName: 'Lamprais', reason: 'Out', orderedItemStatus: 'REJECTED' },
    ];
    const waiter = decodeTopicMessage(waiterQueue(5), JSON.stringify(rejection));
    assert.equal(waiter.ok && Array.isArray(waiter.message) && waiter.message[0]?.reason, 'Out');
  });

  it('answers why a received message is not its topic’s payload, without throwing', () => {
    assert.deepEqual(decodeTopicMessage(chefTopic(3), 'CANCELLED'), { ok: false, reason: 'not JSON' });
    const wrongShape = decodeTopicMessage(chefTopic(3), JSON.stringify({ ...cancellation, orderId: 'four' }));
    assert.equal(wrongShape.ok, false);
    assert.match(wrongShape.ok ? '' : wrongShape.reason, /orderId/);
    assert.equal(decodeTopicMessage(waiterQueue(5), '[]').ok, false, 'a rejection names at least one item');
    assert.equal(decodeTopicMessage(channelCreationTopic('HOTEL', 1), '{"channelName":"Booking"}').ok, false);
    assert.equal(
      decodeTopicMessage(
        channelCreationTopic('HOTEL', 1),
        '{"channelName":"Booking","hotelName":"Lagoon","hotelCardLogo":null}',
      ).ok,
      true,
    );
  });
});
