import { createFileRoute } from '@tanstack/react-router';
import { GroupsScreen } from '../../../features/toplevel/GroupsScreen';

export const Route = createFileRoute('/_app/toplevel/groups')({ component: GroupsScreen });
