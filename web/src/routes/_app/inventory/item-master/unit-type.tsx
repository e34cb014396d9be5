import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { UnitTypesScreen } from '../../../../features/inventory/UnitTypesScreen';
import { unitTypesList } from '../../../../features/inventory/lists';
import { unitTypesSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/item-master/unit-type')({
  validateSearch: unitTypesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(unitTypesList, context, deps),
  component: UnitTypesScreen,
});
