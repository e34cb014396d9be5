import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { userDiscountsLists } from '../../../features/settings/lists';
import { UserDiscountsScreen } from '../../../features/settings/UserDiscountsScreen';

export const Route = createFileRoute('/_app/hotel-admin/user-discount')({
  validateSearch: userDiscountsLists.hotel.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(userDiscountsLists.hotel, context, deps),
  component: UserDiscountsScreen,
});
