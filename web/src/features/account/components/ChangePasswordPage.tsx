import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordPageProps {
  form: UseFormReturnType<ChangePasswordValues>;
  /** Valid values are asked to be confirmed before they are sent. */
  onSubmit: (values: ChangePasswordValues) => void;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  submitting: boolean;
}

export function ChangePasswordPage({
  form,
  onSubmit,
  confirming,
  onConfirm,
  onCancel,
  submitting,
}: ChangePasswordPageProps) {
  const { t } = useTranslation('account');
  return (
    <Stack maw={520} gap="lg">
      <Title order={2}>{t('changePassword.title')}</Title>
      <Alert color="yellow" icon={<IconAlertTriangle />} title={t('changePassword.restartTitle')}>
        {t('changePassword.restartWarning')}
      </Alert>
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <PasswordInput
              label={t('changePassword.oldPassword')}
              autoComplete="current-password"
              withAsterisk
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
            <PasswordInput
              label={t('changePassword.newPassword')}
              description={t('changePassword.passwordHint')}
              autoComplete="new-password"
              withAsterisk
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('changePassword.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {t('changePassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={confirming}
        onClose={onCancel}
        title={t('changePassword.confirmTitle')}
        closeOnClickOutside={!submitting}
        closeOnEscape={!submitting}
        withCloseButton={!submitting}
        centered
      >
        <Stack>
          <Text>{t('changePassword.confirmMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('changePassword.no')}
            </Button>
            <Button onClick={onConfirm} loading={submitting} data-autofocus>
              {t('changePassword.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
