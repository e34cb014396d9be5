import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { UnitsScreen } from '../../../../features/inventory/UnitsScreen';
import { unitsList } from '../../../../features/inventory/lists';
import { unitsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/item-master/unit')({
  validateSearch: unitsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(unitsList, context, deps),
  component: UnitsScreen,
});
