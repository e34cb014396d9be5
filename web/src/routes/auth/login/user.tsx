// /auth/login/user: the login page with blank fields (core §2: the value 'user' means no email).
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../../features/auth/LoginScreen';
import { validateLoginSearch } from '../../../features/auth/redirect-target';

export const Route = createFileRoute('/auth/login/user')({
  validateSearch: validateLoginSearch,
  component: LoginUserRoute,
});

function LoginUserRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={redirect} />;
}
