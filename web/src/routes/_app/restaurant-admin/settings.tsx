import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/restaurant-admin/SettingsScreen';

export const Route = createFileRoute('/_app/restaurant-admin/settings')({
  component: SettingsScreen,
});
