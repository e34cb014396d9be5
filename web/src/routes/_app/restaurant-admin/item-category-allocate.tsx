import { createFileRoute } from '@tanstack/react-router';
import { ItemCategoryAllocateScreen } from '../../../features/restaurant-admin/ItemCategoryAllocateScreen';

export const Route = createFileRoute('/_app/restaurant-admin/item-category-allocate')({
  component: ItemCategoryAllocateScreen,
});
