import { createFileRoute } from '@tanstack/react-router';
import { TrollyScreen } from '../../../features/inventory/housekeeping/TrollyScreen';

// "Trolly" is the spec's spelling of the route.
export const Route = createFileRoute('/_app/house-keeping/Trolly')({
  component: TrollyScreen,
});
