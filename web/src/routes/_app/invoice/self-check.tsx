import { createFileRoute } from '@tanstack/react-router';
import { SelfCheckScreen } from '../../../features/invoice/SelfCheckScreen';

export const Route = createFileRoute('/_app/invoice/self-check')({
  component: SelfCheckScreen,
});
