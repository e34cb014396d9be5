import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '../features/auth/LogoutScreen';

export const Route = createFileRoute('/logout')({ component: LogoutScreen });
