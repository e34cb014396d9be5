import { createFileRoute } from '@tanstack/react-router';
import { UserVerificationScreen } from '../../../../features/auth/UserVerificationScreen';

export const Route = createFileRoute('/auth/user-verification/$email/$token')({
  component: UserVerificationRoute,
});

function UserVerificationRoute() {
  const { email, token } = Route.useParams();
  return <UserVerificationScreen key={`${email}/${token}`} email={email} token={token} />;
}
