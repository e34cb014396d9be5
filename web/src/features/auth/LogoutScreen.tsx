// /logout: signs out on arrival (the user menu links here).
import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from './use-sign-out';

export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  // React's development double-run of effects must not sign out twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('logout.signingOut')}</Text>
      </Stack>
    </Center>
  );
}
