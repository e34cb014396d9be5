import { createFileRoute } from '@tanstack/react-router';
import { GroupCardsScreen } from '../../../features/hotel/GroupCardsScreen';

export const Route = createFileRoute('/_app/toplevel/groups')({ component: GroupCardsScreen });
