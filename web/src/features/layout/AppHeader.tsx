// The header (core §2 Layout): menu toggle, hotel (or, for inventory, service) name, dashboard
// shortcut, home button, notification bell, theme toggle and the user menu.

import {
  ActionIcon,
  Burger,
  Group,
  Image,
  Text,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconHome,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMoon,
  IconSun,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppHeaderProps {
  title: string;
  logo: string | null;
  hasMenu: boolean;
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  /** Desktop only: the side menu is collapsed to icons. */
  menuCollapsed: boolean;
  canCollapseMenu: boolean;
  onToggleMenuCollapsed: () => void;
  onDashboard: (() => void) | null;
  onHome: () => void;
  bell: ReactNode;
  userMenu: ReactNode;
}

export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {props.hasMenu && (
          <Burger
            opened={props.mobileMenuOpened}
            onClick={props.onToggleMobileMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={t('header.toggleMenu')}
          />
        )}
        {props.hasMenu && props.canCollapseMenu && (
          <Tooltip label={props.menuCollapsed ? t('header.expandMenu') : t('header.collapseMenu')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              visibleFrom="lg"
              onClick={props.onToggleMenuCollapsed}
              aria-label={props.menuCollapsed ? t('header.expandMenu') : t('header.collapseMenu')}
            >
              {props.menuCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        {props.logo && <Image src={props.logo} alt="" h={32} w="auto" fit="contain" visibleFrom="sm" />}
        <Text fw={700} size="lg" truncate component="h1" m={0}>
          {props.title}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {props.onDashboard && (
          <Tooltip label={t('header.dashboard')}>
            <ActionIcon variant="subtle" size="lg" onClick={props.onDashboard} aria-label={t('header.dashboard')}>
              <IconLayoutDashboard size={22} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('header.home')}>
          <ActionIcon variant="subtle" size="lg" onClick={props.onHome} aria-label={t('header.home')}>
            <IconHome size={22} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        {props.bell}
        <Tooltip label={scheme === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
            aria-label={scheme === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}
          >
            {scheme === 'dark' ? <IconSun size={22} stroke={1.6} /> : <IconMoon size={22} stroke={1.6} />}
          </ActionIcon>
        </Tooltip>
        {props.userMenu}
      </Group>
    </Group>
  );
}
