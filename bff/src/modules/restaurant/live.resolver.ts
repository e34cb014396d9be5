// The kitchen's and the waiter's subscriptions (streams in live.ts).
import { Arg, Int, Resolver, Root, Subscription } from 'type-graphql';
import { Requires } from '../../auth/guards.js';
import { KitchenEvent, WaiterEvent } from './live.type.js';
import { kitchenStream, waiterStream } from './live.js';

@Resolver()
export class RestaurantLiveResolver {
  @Subscription(() => KitchenEvent, {
    subscribe: kitchenStream,
    description: "Kitchen changes of a service (the chef's /chef/{serviceId} topic): refetch kitchenBoard",
  })
  @Requires('CHEF_DASHBOARD:VIEW', { service: 'serviceId' })
  kitchenUpdates(@Arg('serviceId', () => Int) _serviceId: number, @Root() event: KitchenEvent): KitchenEvent {
    return event;
  }

  @Subscription(() => WaiterEvent, {
    subscribe: waiterStream,
    description: "The signed-in waiter's updates (their /user/{id}/queue/waiter queue)",
  })
  @Requires('STEWARD_DASHBOARD:VIEW')
  waiterUpdates(@Root() event: WaiterEvent): WaiterEvent {
    return event;
  }
}
