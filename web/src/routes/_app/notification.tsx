import { createFileRoute } from '@tanstack/react-router';
import { NotificationScreen } from '../../features/notification/NotificationScreen';

export const Route = createFileRoute('/_app/notification')({ component: NotificationScreen });
