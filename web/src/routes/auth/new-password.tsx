import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordScreen } from '../../features/auth/NewPasswordScreen';

export const Route = createFileRoute('/auth/new-password')({ component: NewPasswordScreen });
