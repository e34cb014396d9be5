import { createFileRoute } from '@tanstack/react-router';
import { UserAllocationScreen } from '../../../features/people/UserAllocationScreen';

export const Route = createFileRoute('/_app/group-admin/user-allocation')({
  component: UserAllocationScreen,
});
