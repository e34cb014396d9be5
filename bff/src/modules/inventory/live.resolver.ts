// Live stock (/inventory/{serviceId}, designed): the inventory dashboard and the trolley requests
// list refetch when a committed movement arrives. RESYNC after a reconnect: refetch everything.
import { Arg, Field, Int, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { inventoryStockTopic, type TopicMessage } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';

@ObjectType({ description: 'An item at a location whose stock moved' })
export class StockMoveLine {
  @Field(() => Int) itemId!: number;
  @Field(() => Int) locationId!: number;
}
@ObjectType({ description: "A committed change of a store's stock (or RESYNC: refetch)" })
export class InventoryStockEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => Int, { nullable: true }) serviceId!: number | null;
  @Field(() => [StockMoveLine]) lines!: StockMoveLine[];
  @Field(() => String, { nullable: true }) changedAt!: string | null;
}

const RESYNC: InventoryStockEvent = { kind: LiveEventKind.RESYNC, serviceId: null, lines: [], changedAt: null };

export const toInventoryStockEvent = (m: TopicMessage<'inventoryStock'>): InventoryStockEvent => ({
  kind: LiveEventKind.MESSAGE,
  serviceId: m.hotelServiceId,
  lines: m.lines,
  changedAt: m.changedAt,
});

async function stockStream({
  args,
  context,
}: SubscribeResolverData<unknown, { serviceId: number }, BffContext>): Promise<
  AsyncIterableIterator<InventoryStockEvent>
> {
  return liveStream(context.bridge.subscribe(inventoryStockTopic(args.serviceId)), RESYNC, toInventoryStockEvent);
}

@Resolver()
export class InventoryLiveResolver {
  @Subscription(() => InventoryStockEvent, {
    subscribe: stockStream,
    description: 'Every committed stock movement of the store (/inventory/{serviceId}): dashboards and lists refetch',
  })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  inventoryStockChanges(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Root() event: InventoryStockEvent,
  ): InventoryStockEvent {
    return event;
  }

  @Subscription(() => InventoryStockEvent, {
    subscribe: stockStream,
    description: 'The same stream for the trolley requests list (its own feature): it refetches on each event',
  })
  @Requires('TROLLEY_REQUEST:VIEW', { service: 'serviceId' })
  trolleyStockChanges(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Root() event: InventoryStockEvent,
  ): InventoryStockEvent {
    return event;
  }
}
