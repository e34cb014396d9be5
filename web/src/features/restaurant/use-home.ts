// The breadcrumb's HOME: the same place as the header's home button (core §4 "Home button").

import { useNavigate } from '@tanstack/react-router';
import { homeTarget } from '@hotel/domain';
import { isAvailable } from '../../navigation/available';
import { resolveTarget } from '../../session/landing';
import { useSession } from '../../session/session';

export function useGoHome(): () => void {
  const navigate = useNavigate();
  const { viewer, service, group, hotel, permissions } = useSession();
  return () => {
    const target = homeTarget(viewer?.level ?? null, service.serviceType, group?.id ?? hotel?.groupId ?? 0, {
      permissions,
      isAvailable,
      hotelId: hotel?.hotelId ?? null,
      hotelType: hotel?.hotelType ?? null,
    });
    void navigate({ href: resolveTarget(target) });
  };
}
