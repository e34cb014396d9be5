import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Avatar, Button, Grid, Group, NavLink, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBell, IconCreditCard, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROFILE_COMPLETENESS_PERCENT, type ProfileSection } from '../profile-sections';

export interface ProfileSummary {
  fullName: string;
  email: string;
  imgUrl: string | null;
}

export interface ProfilePageProps {
  /** The chosen sub-page; null on /profile, where wide screens show personal info beside the list. */
  section: ProfileSection | null;
  /** Null while the profile loads (or when it failed: the detail then says why). */
  summary: ProfileSummary | null;
  children: ReactNode;
}

const SECTION_LINKS = [
  { section: 'personal-info', to: '/profile/personal-info', icon: IconUser },
  { section: 'security-settings', to: '/profile/security-settings', icon: IconShieldLock },
  { section: 'notifications', to: '/profile/notifications', icon: IconBell },
  { section: 'payments', to: '/profile/payments', icon: IconCreditCard },
] as const satisfies readonly { section: ProfileSection; to: string; icon: unknown }[];

/**
 * The section list and the detail side by side from md (768px) up; below md the list (on /profile)
 * and the detail (on a sub-page, with a Back button) are shown separately. CSS decides, so the
 * first paint is already right.
 */
export function ProfilePage({ section, summary, children }: ProfilePageProps) {
  const { t } = useTranslation('account');
  const shown = section ?? 'personal-info';
  return (
    <Stack gap="lg">
      <Title order={2}>{t('profile.title')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: section ? 'none' : 'block', md: 'block' }}>
          <Paper withBorder radius="md" p="md">
            <Stack>
              {summary ? (
                <Group wrap="nowrap">
                  <Avatar src={summary.imgUrl} name={summary.fullName} color="initials" size="lg" radius="xl" />
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {summary.fullName}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {summary.email}
                    </Text>
                  </Stack>
                </Group>
              ) : (
                <Group wrap="nowrap">
                  <Skeleton circle height={56} />
                  <Stack gap={6} flex={1}>
                    <Skeleton height={14} width="70%" />
                    <Skeleton height={12} width="90%" />
                  </Stack>
                </Group>
              )}
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{t('profile.completeness')}</Text>
                  <Text size="sm" fw={600}>
                    {t('profile.percent', { value: PROFILE_COMPLETENESS_PERCENT })}
                  </Text>
                </Group>
                <Progress value={PROFILE_COMPLETENESS_PERCENT} aria-label={t('profile.completeness')} />
              </Stack>
              <nav aria-label={t('profile.sections')}>
                {SECTION_LINKS.map(({ section: key, to, icon: Icon }) => (
                  <NavLink
                    key={key}
                    label={t(`profile.section.${key}.title`)}
                    description={t(`profile.section.${key}.summary`)}
                    leftSection={<Icon size={20} aria-hidden />}
                    active={shown === key}
                    renderRoot={(props) => <Link to={to} {...props} />}
                  />
                ))}
              </nav>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: section ? 'block' : 'none', md: 'block' }}>
          <Stack gap="sm">
            <Button
              hiddenFrom="md"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/profile" {...props} />}
              w="fit-content"
            >
              {t('profile.back')}
            </Button>
            <Paper withBorder radius="md" p="lg">
              <Stack>
                <Title order={3}>{t(`profile.section.${shown}.title`)}</Title>
                {children}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
