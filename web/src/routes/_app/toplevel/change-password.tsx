import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../../features/account/ChangePasswordScreen';

export const Route = createFileRoute('/_app/toplevel/change-password')({ component: ChangePasswordScreen });
