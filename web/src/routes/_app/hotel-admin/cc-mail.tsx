import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { ccMailsList } from '../../../features/settings/lists';
import { CcMailScreen } from '../../../features/settings/CcMailScreen';

export const Route = createFileRoute('/_app/hotel-admin/cc-mail')({
  validateSearch: ccMailsList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(ccMailsList, context, deps),
  component: CcMailScreen,
});
