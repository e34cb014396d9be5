// /toplevel/restaurant-dashboard/:{category}: the waiter order screen opened on a category (its
// upper-cased title) or a dish (its upper-cased name). The spec's ':' is part of the value.
import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../../features/restaurant/OrderScreen';
import { routeValue } from '../../../../features/restaurant/menu-routes';

export const Route = createFileRoute('/_app/toplevel/restaurant-dashboard/$category')({ component: OrderByName });

function OrderByName() {
  const { category } = Route.useParams();
  const value = routeValue(category);
  return <OrderScreen key={value} target={{ kind: 'name', value }} />;
}
