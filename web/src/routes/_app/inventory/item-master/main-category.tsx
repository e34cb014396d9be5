import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../../../../features/inventory/CategoriesScreen';

export const Route = createFileRoute('/_app/inventory/item-master/main-category')({
  component: () => <CategoriesScreen level={0} />,
});
