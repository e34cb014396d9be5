// The states every selection page shares: loading skeletons, an error with Retry, an empty
// message, or the cards in a responsive grid.

import type { ReactNode } from 'react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3, xl: 4 } as const;

export interface CardListProps {
  title: string;
  description?: string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyContent: ReactNode;
  children: ReactNode;
}

export function CardList({
  title,
  description,
  loading,
  error,
  onRetry,
  empty,
  emptyContent,
  children,
}: CardListProps) {
  const { t } = useTranslation('common');
  let body: ReactNode;
  if (loading) {
    body = (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy>
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton h={140} radius={0} />
            </Card.Section>
            <Skeleton h={14} mt="md" w="70%" />
            <Skeleton h={10} mt="xs" w="45%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  } else if (error) {
    body = (
      <Alert color="red" icon={<IconAlertCircle />} title={t('states.errorTitle')} maw={560}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('states.errorText')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (empty) {
    body = emptyContent;
  } else {
    body = (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {children}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={2}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {body}
    </Stack>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl" maw={640}>
      <Stack align="center" gap="md" ta="center">
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}
