import { createFileRoute } from '@tanstack/react-router';
import { TablesScreen } from '../../../features/restaurant-admin/TablesScreen';
import { tablesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/table')({
  validateSearch: tablesSearch.validate,
  component: TablesScreen,
});
