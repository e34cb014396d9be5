// The header's user menu: who is signed in, the header links of core §6, display preferences
// (language, night mode) and logout.

import { Avatar, Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCheck,
  IconChefHat,
  IconChevronDown,
  IconKey,
  IconLanguage,
  IconLogout,
  IconMoonStars,
  IconPackages,
  IconSettings,
  IconToolsKitchen2,
  IconUser,
  IconWashMachine,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setNightMode, useNightMode } from '../../app/preferences';
import { changeLanguage, LANGUAGES, type Language } from '../../i18n';
import type { HeaderLink, HeaderLinkKey } from './header-links';

const LINK_ICONS: Record<HeaderLinkKey, Icon> = {
  chef: IconChefHat,
  restaurantAdmin: IconToolsKitchen2,
  inventoryAdmin: IconBuildingWarehouse,
  setting: IconSettings,
  groupInventory: IconPackages,
  housekeepingAdmin: IconWashMachine,
  changePassword: IconKey,
};

export interface UserMenuProps {
  displayName: string;
  fullName: string;
  email: string;
  imgUrl: string | null;
  links: HeaderLink[];
  profilePath: string | null;
  onNavigate: (to: string) => void;
  onLogout: () => void;
}

export function UserMenu({
  displayName,
  fullName,
  email,
  imgUrl,
  links,
  profilePath,
  onNavigate,
  onLogout,
}: UserMenuProps) {
  const { t, i18n } = useTranslation('layout');
  const nightMode = useNightMode();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={imgUrl} alt="" radius="xl" size={34} color="brand">
              {displayName.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
              {displayName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Menu.Label>
        {profilePath && (
          <Menu.Item leftSection={<IconUser size={16} />} onClick={() => onNavigate(profilePath)}>
            {t('links.profile')}
          </Menu.Item>
        )}
        {links.map(({ key, to }) => {
          const LinkIcon = LINK_ICONS[key];
          return (
            <Menu.Item key={key} leftSection={<LinkIcon size={16} />} onClick={() => onNavigate(to)}>
              {t(`links.${key}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Label>
          <Group gap={6}>
            <IconLanguage size={14} />
            {t('userMenu.language')}
          </Group>
        </Menu.Label>
        {LANGUAGES.map((language: Language) => (
          <Menu.Item
            key={language}
            onClick={() => void changeLanguage(language)}
            rightSection={i18n.language === language ? <IconCheck size={14} /> : null}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={<IconMoonStars size={16} />}
          onClick={() => setNightMode({ enabled: !nightMode.enabled })}
          rightSection={
            <Switch
              size="xs"
              checked={nightMode.enabled}
              readOnly
              tabIndex={-1}
              aria-hidden
              styles={{ root: { pointerEvents: 'none' } }}
            />
          }
        >
          {t('userMenu.nightMode')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('links.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
