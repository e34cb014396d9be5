import { createFileRoute } from '@tanstack/react-router';
import { FoodsScreen } from '../../../features/restaurant-admin/FoodsScreen';
import { foodsSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/foods')({
  validateSearch: foodsSearch.validate,
  component: FoodsScreen,
});
