// The side menu: the entries the layout computed (domain menu, filtered by VIEW and by existing
// routes), grouped by section. Full width shows sections with their pages; compact (tablet, or
// collapsed on desktop) shows one icon per section with its pages in a flyout.

import { Box, Image, Menu, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from '@hotel/domain';
import { useTranslation } from 'react-i18next';
import { sectionIcon } from './menu-icons';
import classes from './SideMenu.module.css';

export interface MenuSection {
  name: string;
  entries: MenuEntry[];
}

export function groupBySection(entries: readonly MenuEntry[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const entry of entries) {
    const last = sections[sections.length - 1];
    if (last?.name === entry.section) last.entries.push(entry);
    else sections.push({ name: entry.section, entries: [entry] });
  }
  return sections;
}

export interface SideMenuProps {
  sections: MenuSection[];
  pathname: string;
  compact: boolean;
  logo: string | null;
  onNavigate: () => void;
}

const isActive = (entry: MenuEntry, pathname: string) =>
  pathname === entry.path || pathname.startsWith(`${entry.path}/`);

export function SideMenu({ sections, pathname, compact, logo, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('layout');
  const label = (entry: MenuEntry) => t(entry.labelKey, { defaultValue: entry.label });
  const sectionLabel = (name: string) => t(`section.${name}`, { defaultValue: name });

  return (
    <ScrollArea className={classes.scroll} type="scroll">
      {logo && !compact && (
        <Box p="md" pb="xs">
          <Image src={logo} alt="" h={56} fit="contain" />
        </Box>
      )}
      {compact ? (
        <Stack gap={4} align="center" py="sm" component="nav" aria-label={t('sideMenu')}>
          {sections.map((section) => {
            const SectionIcon = sectionIcon(section.name);
            const active = section.entries.some((entry) => isActive(entry, pathname));
            return (
              <Menu key={section.name} position="right-start" trigger="click-hover" withArrow offset={8}>
                <Menu.Target>
                  <Tooltip label={sectionLabel(section.name)} position="right" disabled={section.entries.length > 1}>
                    <UnstyledButton
                      className={classes.compactButton}
                      data-active={active || undefined}
                      aria-label={sectionLabel(section.name)}
                    >
                      <SectionIcon size={22} stroke={1.6} />
                    </UnstyledButton>
                  </Tooltip>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>{sectionLabel(section.name)}</Menu.Label>
                  {section.entries.map((entry) => (
                    <Menu.Item
                      key={entry.path}
                      component={Link}
                      to={entry.path}
                      onClick={onNavigate}
                      data-active={isActive(entry, pathname) || undefined}
                    >
                      {label(entry)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            );
          })}
        </Stack>
      ) : (
        <Box component="nav" aria-label={t('sideMenu')} py="xs">
          {sections.map((section) => {
            const SectionIcon = sectionIcon(section.name);
            const only = section.entries.length === 1 ? section.entries[0] : undefined;
            if (only) {
              return (
                <NavLink
                  key={section.name}
                  component={Link}
                  to={only.path}
                  label={label(only)}
                  leftSection={<SectionIcon size={18} stroke={1.6} />}
                  active={isActive(only, pathname)}
                  onClick={onNavigate}
                />
              );
            }
            const open = section.entries.some((entry) => isActive(entry, pathname));
            return (
              <NavLink
                key={section.name}
                label={sectionLabel(section.name)}
                leftSection={<SectionIcon size={18} stroke={1.6} />}
                defaultOpened={open}
                childrenOffset={28}
              >
                {section.entries.map((entry) => (
                  <NavLink
                    key={entry.path}
                    component={Link}
                    to={entry.path}
                    label={label(entry)}
                    active={isActive(entry, pathname)}
                    onClick={onNavigate}
                  />
                ))}
              </NavLink>
            );
          })}
        </Box>
      )}
    </ScrollArea>
  );
}
