import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { minimumNightsLists } from '../../../features/settings/lists';
import { MinimumNightsScreen } from '../../../features/settings/MinimumNightsScreen';

export const Route = createFileRoute('/_app/group-admin/minimum-night')({
  validateSearch: minimumNightsLists.group.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(minimumNightsLists.group, context, deps),
  component: () => <MinimumNightsScreen prefer="group" />,
});
