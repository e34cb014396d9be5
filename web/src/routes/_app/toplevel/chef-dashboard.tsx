import { createFileRoute } from '@tanstack/react-router';
import { KitchenScreen } from '../../../features/restaurant/KitchenScreen';

export const Route = createFileRoute('/_app/toplevel/chef-dashboard')({ component: KitchenScreen });
