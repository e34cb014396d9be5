import { createFileRoute } from '@tanstack/react-router';
import { WaiterBoardScreen } from '../../../features/restaurant/WaiterBoardScreen';

export const Route = createFileRoute('/_app/toplevel/table-dashboard')({ component: WaiterBoardScreen });
