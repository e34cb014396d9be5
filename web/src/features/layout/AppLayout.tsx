// The signed-in layout (core §2 Layout): header, side menu by first path segment and service type
// (domain menuFor + visibleMenu, limited to routes that exist), main content and footer.

import { useEffect, useMemo } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  areaOfPath,
  homeTarget,
  menuFor,
  Page,
  showDashboardShortcut,
  showNotificationBell,
  visibleMenu,
  can,
} from '@hotel/domain';
import { LocalisedDates } from '../../ui/LocalisedDates';
import { BREAKPOINTS_PX, PHONE_MEDIA_QUERY, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '../../app/theme';
import { isAvailable } from '../../navigation/available';
import { resolveTarget } from '../../session/landing';
import { usePermissionRefresh } from '../../session/permission-refresh';
import { useSession } from '../../session/session';
import { useChosen } from '../../session/use-chosen';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { userMenuLinks } from './header-links';
import { NotificationBell } from './NotificationBell';
import { groupBySection, SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { useLogout } from './use-logout';

const HEADER_HEIGHT = 60;
const PROFILE_PATH = '/profile';

export function AppLayout() {
  const { t } = useTranslation('layout');
  const { pathname, href } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { session, viewer, permissions } = useSession();
  const { group, hotel, service } = useChosen();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'hotel.side-menu-collapsed', defaultValue: false });
  const isMobile = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const isTablet =
    useMediaQuery(`(min-width: ${BREAKPOINTS_PX.md}px) and (max-width: ${BREAKPOINTS_PX.lg - 0.02}px)`) ?? false;

  // Logged out elsewhere (another tab, idle logout, an expired token): leave the signed-in area.
  useEffect(() => {
    if (!session) void navigate({ href: `${Page.LOGIN}?${new URLSearchParams({ redirect: href })}`, replace: true });
  }, [session, navigate, href]);

  useEffect(() => closeMobile(), [pathname, closeMobile]);
  usePermissionRefresh(Boolean(session));

  const area = areaOfPath(pathname);
  const hotelId = hotel?.hotelId ?? null;
  const hotelType = hotel?.hotelType ?? null;
  const menuOptions = { hotelId, hotelType };
  const sections = useMemo(
    () =>
      area
        ? groupBySection(
            visibleMenu(menuFor(area, service.serviceType, { hotelId, hotelType }), permissions, isAvailable),
          )
        : [],
    [area, service.serviceType, hotelId, hotelType, permissions],
  );
  const hasMenu = sections.length > 0;
  const compact = !isMobile && (isTablet || collapsed);

  if (!viewer) return null;

  const inventory = area === 'inventory' || area === 'inventory-admin';
  const title = (inventory && service.name) || hotel?.title || group?.name || t('appName');
  const level = viewer.level;

  const goHome = () => {
    const target = homeTarget(level, service.serviceType, group?.id ?? hotel?.groupId ?? 0, {
      permissions,
      isAvailable,
      ...menuOptions,
    });
    void navigate({ href: resolveTarget(target) });
  };

  const dashboard =
    showDashboardShortcut(service.serviceType, permissions) && isAvailable(Page.HOTEL_DASHBOARD)
      ? () => void navigate({ href: Page.HOTEL_DASHBOARD })
      : null;

  const bell =
    hotel && showNotificationBell(service.serviceType) && can(permissions, 'CHANNEL', 'VIEW') ? (
      <NotificationBell hotelId={hotel.hotelId} />
    ) : null;

  const userMenu = (
    <UserMenu
      displayName={viewer.userName.split('@')[0] || viewer.firstName}
      fullName={`${viewer.firstName} ${viewer.lastName}`.trim()}
      email={viewer.email}
      imgUrl={viewer.imgUrl}
      links={userMenuLinks(pathname, service.serviceType, permissions, level)}
      profilePath={isAvailable(PROFILE_PATH) ? PROFILE_PATH : null}
      onNavigate={(to) => void navigate({ href: to })}
      onLogout={logout}
    />
  );

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        hasMenu
          ? {
              width: compact ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH,
              breakpoint: 'md',
              collapsed: { mobile: !mobileOpened },
            }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          title={title}
          logo={hotel?.headerLogo ?? null}
          hasMenu={hasMenu}
          mobileMenuOpened={mobileOpened}
          onToggleMobileMenu={toggleMobile}
          menuCollapsed={collapsed}
          canCollapseMenu={!isMobile && !isTablet}
          onToggleMenuCollapsed={() => setCollapsed((value) => !value)}
          onDashboard={dashboard}
          onHome={goHome}
          bell={bell}
          userMenu={userMenu}
        />
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar>
          <SideMenu
            sections={sections}
            pathname={pathname}
            compact={compact}
            logo={hotel?.sideBarLogo ?? null}
            onNavigate={closeMobile}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          <LocalisedDates>
            <Outlet />
          </LocalisedDates>
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
