import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../features/account/ProfileScreen';

export const Route = createFileRoute('/_app/profile/notifications')({ component: ProfileRoute });

function ProfileRoute() {
  return <ProfileScreen section="notifications" />;
}
