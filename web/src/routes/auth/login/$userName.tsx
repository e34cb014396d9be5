// /auth/login/{userName}: the login page with the email filled in from the route (the router has
// already URI-decoded the value, e.g. the user-created page's link).
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../../features/auth/LoginScreen';
import { validateLoginSearch } from '../../../features/auth/redirect-target';

export const Route = createFileRoute('/auth/login/$userName')({
  validateSearch: validateLoginSearch,
  component: LoginUserNameRoute,
});

function LoginUserNameRoute() {
  const { userName } = Route.useParams();
  const { redirect } = Route.useSearch();
  // A new key per email: the form's initial values follow the route.
  return <LoginScreen key={userName} userName={userName.trim()} redirect={redirect} />;
}
