import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { ItemsScreen } from '../../../../features/inventory/ItemsScreen';
import { itemsList } from '../../../../features/inventory/lists';
import { itemsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/item-master/item')({
  validateSearch: itemsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(itemsList, context, deps),
  component: ItemsScreen,
});
