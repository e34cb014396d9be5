import { createFileRoute } from '@tanstack/react-router';
import { TableCategoriesScreen } from '../../../features/restaurant-admin/TableCategoriesScreen';
import { tableCategoriesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/table-category')({
  validateSearch: tableCategoriesSearch.validate,
  component: TableCategoriesScreen,
});
