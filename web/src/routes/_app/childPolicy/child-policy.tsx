import { createFileRoute } from '@tanstack/react-router';
import { ChildPolicyScreen } from '../../../features/pricing/PoliciesScreens';

export const Route = createFileRoute('/_app/childPolicy/child-policy')({
  component: ChildPolicyScreen,
});
