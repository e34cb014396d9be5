// '/': signed-in users go to their home page (domain homeTarget), everyone else to the login.

import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeTarget, isNoPermission, Page } from '@hotel/domain';
import { isAvailable } from '../navigation/available';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const { session, service, hotel, group, permissions } = context.session.current();
    if (!session) throw redirect({ href: Page.LOGIN });
    const target = homeTarget(session.viewer.level, service.serviceType, group?.id ?? hotel?.groupId ?? 0, {
      permissions,
      isAvailable,
      hotelId: hotel?.hotelId ?? null,
      hotelType: hotel?.hotelType ?? null,
    });
    throw redirect({ href: isNoPermission(target) ? Page.NO_ACCESS : target });
  },
});
