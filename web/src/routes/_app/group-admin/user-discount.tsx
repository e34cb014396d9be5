import { createFileRoute } from '@tanstack/react-router';
import { UserDiscountsScreen } from '../../../features/settings/UserDiscountsScreen';
import { userDiscountsSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/group-admin/user-discount')({
  validateSearch: userDiscountsSearch.validate,
  component: () => <UserDiscountsScreen prefer="group" />,
});
