import { createFileRoute } from '@tanstack/react-router';
import { TrolleyItemScreen } from '../../../features/inventory/housekeeping/TrolleyItemScreen';

export const Route = createFileRoute('/_app/housekeeping/Trolley-item')({
  component: TrolleyItemScreen,
});
