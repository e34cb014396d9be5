import { createFileRoute } from '@tanstack/react-router';
import { RateChangerScreen } from '../../../features/pricing/RateChangerScreen';

export const Route = createFileRoute('/_app/room/online-rate-changer')({
  component: RateChangerScreen,
});
