import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  brokerDestination,
  channelCreationTopic,
  chefTopic,
  isChannelRequestMessage,
  parseTopic,
  reservationTopic,
  waiterQueue,
} from '@hotel/schema';

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

  it('parses the topics back', () => {
    assert.deepEqual(parseTopic('/chef/3'), { kind: 'chef', serviceId: '3' });
    assert.deepEqual(parseTopic('/user/9/queue/waiter'), {
      kind: 'waiter',
      userId: '9',
    });
    assert.deepEqual(parseTopic('/reservation/1'), {
      kind: 'reservation',
      hotelId: '1',
    });
    assert.deepEqual(parseTopic('/channel-creation/HOTEL/4'), {
      kind: 'channelCreation',
      serviceType: 'HOTEL',
      hotelId: '4',
    });
    for (const other of ['/chef', '/chef/3/x', '/user/9/queue/chef', 'chef/3', '/topic/chef.3'])
      assert.equal(parseTopic(other), null, other);
  });

  it('recognises a channel request message', () => {
    assert.equal(
      isChannelRequestMessage({
        channelName: 'Booking',
        hotelName: 'Lagoon',
        hotelCardLogo: null,
      }),
      true,
    );
    assert.equal(isChannelRequestMessage({ channelName: 'Booking' }), false);
    assert.equal(isChannelRequestMessage([]), false);
  });
});
