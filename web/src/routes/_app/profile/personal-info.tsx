import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../features/account/ProfileScreen';

export const Route = createFileRoute('/_app/profile/personal-info')({ component: ProfileRoute });

function ProfileRoute() {
  return <ProfileScreen section="personal-info" />;
}
