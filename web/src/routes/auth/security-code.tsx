import { createFileRoute } from '@tanstack/react-router';
import { SecurityCodeScreen } from '../../features/auth/SecurityCodeScreen';

export const Route = createFileRoute('/auth/security-code')({ component: SecurityCodeScreen });
