// The signed-in area. Every page that needs a session and the app layout (header, side menu,
// footer) lives under routes/_app/. The guard (DESIGN §4): no token → /auth/login/user with the
// requested page in `redirect`; no VIEW on the route's feature (domain routeFeature) → /403.

import { createFileRoute, redirect } from '@tanstack/react-router';
import { can, Page, routeFeature } from '@hotel/domain';
import { AppLayout } from '../features/layout/AppLayout';
import { loadSignedInTranslations } from '../i18n';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const { session, permissions } = context.session.current();
    if (!session) {
      throw redirect({ href: `${Page.LOGIN}?${new URLSearchParams({ redirect: location.href })}` });
    }
    const feature = routeFeature(location.pathname);
    if (feature && !can(permissions, feature, 'VIEW')) throw redirect({ href: Page.NO_ACCESS });
    // The signed-in screens' strings come in one chunk of their own (i18n/index.ts), before any shows.
    await loadSignedInTranslations();
  },
  component: AppLayout,
});
