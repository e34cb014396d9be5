import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { UnitConversionsScreen } from '../../../../features/inventory/UnitConversionsScreen';
import { unitConversionsList } from '../../../../features/inventory/lists';
import { unitConversionsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/item-master/unit-conversion')({
  validateSearch: unitConversionsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(unitConversionsList, context, deps),
  component: UnitConversionsScreen,
});
