// /restaurant/dashboard/:{categoryId}: the waiter order screen opened on a category by id (after
// choosing a category with no sub-categories, or the status screen's 'Food Menu' with :1).
import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../../features/restaurant/OrderScreen';
import { routeValue } from '../../../../features/restaurant/menu-routes';

export const Route = createFileRoute('/_app/restaurant/dashboard/$cat')({ component: OrderByCategory });

function OrderByCategory() {
  const { cat } = Route.useParams();
  const id = Number(routeValue(cat));
  const categoryId = Number.isInteger(id) && id > 0 ? id : null;
  return <OrderScreen key={categoryId ?? 'none'} target={{ kind: 'id', value: categoryId }} />;
}
