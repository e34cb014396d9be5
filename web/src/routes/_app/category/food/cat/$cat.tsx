// /category/food/cat/:{ORIGIN}: the dishes of Sri Lankan, Western or Indian cuisine.
import { createFileRoute } from '@tanstack/react-router';
import { FoodOriginScreen } from '../../../../../features/restaurant/FoodOriginScreen';

export const Route = createFileRoute('/_app/category/food/cat/$cat')({ component: FoodOrigin });

function FoodOrigin() {
  const { cat } = Route.useParams();
  return <FoodOriginScreen key={cat} cat={cat} />;
}
