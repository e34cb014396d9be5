import { createFileRoute } from '@tanstack/react-router';
import { CancellationPolicyScreen } from '../../../features/pricing/PoliciesScreens';

export const Route = createFileRoute('/_app/managereservation/cancellation-policy')({
  component: CancellationPolicyScreen,
});
