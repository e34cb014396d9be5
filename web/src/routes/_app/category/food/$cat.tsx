// /category/food/{cat}: ':beverages', ':desserts', ':Snacks' or (any other value) the food set.
import { createFileRoute } from '@tanstack/react-router';
import { FoodSetScreen } from '../../../../features/restaurant/FoodSetScreen';

export const Route = createFileRoute('/_app/category/food/$cat')({ component: FoodSet });

function FoodSet() {
  const { cat } = Route.useParams();
  return <FoodSetScreen cat={cat} />;
}
