// Profile (core §2 Account): the four sections and the chosen one's detail, read from `me`.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconBell, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../graphql/errors';
import { useProfileQuery } from '../../graphql/hooks.gen';
import { NotAvailableSection } from './components/NotAvailableSection';
import { PersonalInfoSection } from './components/PersonalInfoSection';
import { ProfilePage, type ProfileSummary } from './components/ProfilePage';
import { SecuritySettingsSection } from './components/SecuritySettingsSection';
import type { ProfileSection } from './profile-sections';

export interface ProfileScreenProps {
  section: ProfileSection | null;
}

export function ProfileScreen({ section }: ProfileScreenProps) {
  const { t } = useTranslation('account');
  const { data, loading, error, refetch } = useProfileQuery();
  const viewer = data?.me ?? null;
  const summary: ProfileSummary | null = viewer
    ? { fullName: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email, imgUrl: viewer.imgUrl }
    : null;

  const detail = (() => {
    switch (section ?? 'personal-info') {
      case 'personal-info':
        if (viewer) return <PersonalInfoSection viewer={viewer} />;
        if (loading) {
          return (
            <Stack gap="sm" aria-busy>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={18} />
              ))}
            </Stack>
          );
        }
        return (
          <Alert color="red" icon={<IconAlertCircle />} title={t('profile.loadFailed')}>
            <Stack gap="sm" align="flex-start">
              {errorMessage(error, t('errors.generic'))}
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  void refetch().catch(() => undefined);
                }}
              >
                {t('profile.retry')}
              </Button>
            </Stack>
          </Alert>
        );
      case 'security-settings':
        return <SecuritySettingsSection />;
      case 'notifications':
        return (
          <NotAvailableSection
            icon={<IconBell />}
            title={t('notifications.emptyTitle')}
            description={t('notifications.emptyDescription')}
          />
        );
      case 'payments':
        return (
          <NotAvailableSection
            icon={<IconCreditCard />}
            title={t('payments.emptyTitle')}
            description={t('payments.emptyDescription')}
          />
        );
    }
  })();

  return (
    <ProfilePage section={section} summary={summary}>
      {detail}
    </ProfilePage>
  );
}
