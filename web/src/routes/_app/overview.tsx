import { createFileRoute } from '@tanstack/react-router';
import { OverviewScreen } from '../../features/reservation/OverviewScreen';

export const Route = createFileRoute('/_app/overview')({ component: OverviewScreen });
