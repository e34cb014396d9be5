import { createFileRoute } from '@tanstack/react-router';
import { MinimumNightsScreen } from '../../../features/settings/MinimumNightsScreen';
import { minimumNightsSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/group-admin/minimum-night')({
  validateSearch: minimumNightsSearch.validate,
  component: () => <MinimumNightsScreen prefer="group" />,
});
