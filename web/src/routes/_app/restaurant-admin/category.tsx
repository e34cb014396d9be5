import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../../../features/restaurant-admin/CategoriesScreen';
import { preloadMenuCategories } from '../../../features/restaurant-admin/lists';

export const Route = createFileRoute('/_app/restaurant-admin/category')({
  loader: ({ context }) => preloadMenuCategories(context),
  component: CategoriesScreen,
});
