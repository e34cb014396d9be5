import { createFileRoute } from '@tanstack/react-router';
import { LockScreen } from '../../features/auth/LockScreen';

export const Route = createFileRoute('/auth/lock')({ component: LockScreen });
