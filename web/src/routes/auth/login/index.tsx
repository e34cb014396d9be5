import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../../features/auth/LoginScreen';
import { validateLoginSearch } from '../../../features/auth/redirect-target';

export const Route = createFileRoute('/auth/login/')({
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={redirect} />;
}
