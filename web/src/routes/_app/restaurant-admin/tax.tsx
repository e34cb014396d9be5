import { createFileRoute } from '@tanstack/react-router';
import { TaxScreen } from '../../../features/restaurant-admin/TaxScreen';
import { taxesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/tax')({
  validateSearch: taxesSearch.validate,
  component: TaxScreen,
});
