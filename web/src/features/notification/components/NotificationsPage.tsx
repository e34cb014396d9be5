// /notification: the pending channel requests (at most 10) and every notification of the hotel.

import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PENDING_SHOWN_LIMIT, type HotelNotification } from '../notification-rules';
import { NotificationItem } from './NotificationItem';

export interface NotificationsPageProps {
  hotelName: string;
  notifications: HotelNotification[];
  pending: HotelNotification[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  canAnswer: boolean;
  answering: number | null;
  onAnswer: (notification: HotelNotification, accept: boolean) => void;
  onViewAllRequests: (() => void) | null;
}

export function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      {Array.from({ length: 4 }, (_, index) => (
        <Group key={index} wrap="nowrap" align="flex-start">
          <Skeleton circle h={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="80%" />
            <Skeleton h={10} w="40%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={t('states.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('states.errorText')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          {count !== undefined && count > 0 && <Badge variant="light">{count}</Badge>}
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}

export function NotificationsPage(props: NotificationsPageProps) {
  const { t } = useTranslation('notification');
  const { notifications, pending, loading, error, onRetry, canAnswer, answering, onAnswer, onViewAllRequests } = props;

  const list = (items: HotelNotification[], emptyText: string) => {
    if (loading) return <ListSkeleton />;
    if (error) return <LoadError onRetry={onRetry} />;
    if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
    return (
      <Stack gap="md">
        {items.map((item, index) => (
          <Stack key={item.id} gap="md">
            {index > 0 && <Divider />}
            <NotificationItem
              notification={item}
              canAnswer={canAnswer}
              answering={answering === item.id}
              onAnswer={onAnswer}
            />
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{props.hotelName}</Text>
      </Stack>
      <Section
        title={t('pending.title')}
        count={pending.length}
        action={
          onViewAllRequests && pending.length > 0 ? (
            <Button variant="subtle" size="xs" onClick={onViewAllRequests}>
              {t('pending.viewAll')}
            </Button>
          ) : null
        }
      >
        {list(pending.slice(0, PENDING_SHOWN_LIMIT), t('pending.empty'))}
      </Section>
      <Section title={t('all.title')} count={notifications.length}>
        {list(notifications, t('all.empty'))}
      </Section>
    </Stack>
  );
}
