// /channel/new-channel-request: the pending channel requests as a table.

import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingChannelRequestsQuery } from '../../../graphql/hooks.gen';
import { formatDateTime } from '../../../ui/format';

export type PendingChannelRequest = PendingChannelRequestsQuery['pendingChannelRequests'][number];
import { ListSkeleton, LoadError } from './NotificationsPage';

export interface ChannelRequestsPageProps {
  hotelName: string;
  requests: PendingChannelRequest[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  canAnswer: boolean;
  answering: number | null;
  onAnswer: (request: PendingChannelRequest, accept: boolean) => void;
}

export function ChannelRequestsPage(props: ChannelRequestsPageProps) {
  const { t } = useTranslation('notification');
  const { requests, loading, error, onRetry, canAnswer, answering, onAnswer } = props;

  let body;
  if (loading) body = <ListSkeleton />;
  else if (error) body = <LoadError onRetry={onRetry} />;
  else if (requests.length === 0) body = <Text c="dimmed">{t('pending.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.channel')}</Table.Th>
              <Table.Th>{t('table.code')}</Table.Th>
              <Table.Th>{t('table.type')}</Table.Th>
              <Table.Th>{t('table.country')}</Table.Th>
              <Table.Th>{t('table.received')}</Table.Th>
              {canAnswer && <Table.Th style={{ textAlign: 'right' }}>{t('table.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>{request.name}</Table.Td>
                <Table.Td>{request.code}</Table.Td>
                <Table.Td>{t(`channelType.${request.channelType}`)}</Table.Td>
                <Table.Td>{request.country}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt)}</Table.Td>
                {canAnswer && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        color="green"
                        loading={answering === request.id}
                        onClick={() => onAnswer(request, true)}
                      >
                        {t('accept')}
                      </Button>
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        disabled={answering === request.id}
                        onClick={() => onAnswer(request, false)}
                      >
                        {t('reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={2}>{t('pending.pageTitle')}</Title>
        <Text c="dimmed">{props.hotelName}</Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        {body}
      </Card>
    </Stack>
  );
}
