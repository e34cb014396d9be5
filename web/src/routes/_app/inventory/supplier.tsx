import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { SuppliersScreen } from '../../../features/inventory/SuppliersScreen';
import { suppliersList } from '../../../features/inventory/lists';
import { suppliersSearch } from '../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/supplier')({
  validateSearch: suppliersSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(suppliersList, context, deps),
  component: SuppliersScreen,
});
