// /category/main: food category browsing; ?category= opens a category's sub-categories.
import { createFileRoute } from '@tanstack/react-router';
import { FoodCategoriesScreen } from '../../../features/restaurant/FoodCategoriesScreen';

interface FoodMenuSearch {
  category?: number;
}

export const Route = createFileRoute('/_app/category/main')({
  validateSearch: (search: Record<string, unknown>): FoodMenuSearch => {
    const category = Number(search['category']);
    return Number.isInteger(category) && category > 0 ? { category } : {};
  },
  component: FoodMenu,
});

function FoodMenu() {
  const { category } = Route.useSearch();
  return <FoodCategoriesScreen categoryId={category ?? null} />;
}
