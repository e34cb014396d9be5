import { Anchor, Avatar, Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export interface LockValues {
  password: string;
}

export interface LockPageProps {
  time: string;
  date: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  form: UseFormReturnType<LockValues>;
  submitting: boolean;
  onSubmit: (values: LockValues) => void;
}

export function LockPage({ time, date, fullName, email, avatarUrl, form, submitting, onSubmit }: LockPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      centered
      header={
        <Stack gap="md" align="center">
          <Stack gap={0} align="center">
            <Text component="time" fz={48} fw={300} lh={1.1}>
              {time}
            </Text>
            <Text c="dimmed">{date}</Text>
          </Stack>
          <Avatar src={avatarUrl} name={fullName} size={72} radius="xl" color="initials" />
        </Stack>
      }
      title={fullName}
      description={t('lock.description', { email })}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            autoFocus
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('lock.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor renderRoot={(props) => <Link to="/logout" {...props} />}>{t('lock.otherUser')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
