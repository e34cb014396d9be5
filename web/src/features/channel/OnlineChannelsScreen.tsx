// /channel/online-channel (CHANNEL): which of the hotel's active channels sell its rooms online — the
// web booking engine and the OTAs, whose prices the online rate changer adjusts.

import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnlineChannelsQuery, useSetOnlineChannelsMutation } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { LoadError } from '../../ui/LoadError';
import { notifySuccess } from '../../ui/notify';
import { runAndNotify } from '../../ui/run-mutation';
import { FrontOffice } from '../room/front-office';

export function OnlineChannelsScreen() {
  return <FrontOffice>{(hotel) => <OnlineChannels hotelId={hotel.hotelId} />}</FrontOffice>;
}

function OnlineChannels({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('channel');
  const query = useOnlineChannelsQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSetOnlineChannelsMutation();
  const canEdit = useCan('CHANNEL', 'EDIT');
  const channels = query.data?.onlineChannels ?? [];
  const [chosen, setChosen] = useState<number[] | null>(null);
  const online = chosen ?? channels.filter((c) => c.online).map((c) => c.id);
  const toggle = (id: number, on: boolean) => setChosen(on ? [...online, id] : online.filter((x) => x !== id));
  return (
    <Card withBorder padding="lg" radius="md" maw={760}>
      <Stack gap="md">
        <div>
          <Title order={2}>{t('online.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('online.description')}
          </Text>
        </div>
        {query.error ? (
          <LoadError error={query.error} fallback={t('online.loadFailed')} />
        ) : query.loading && channels.length === 0 ? (
          <Stack gap="xs">
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : channels.length === 0 ? (
          <Text size="sm">{t('online.none')}</Text>
        ) : (
          channels.map((c) => (
            <Group key={c.id} justify="space-between">
              <Checkbox
                label={c.name}
                description={`${c.code} · ${t(`channelType.${c.channelType}`)}`}
                checked={online.includes(c.id)}
                disabled={!canEdit}
                onChange={(event) => toggle(c.id, event.currentTarget.checked)}
              />
              {c.online && (
                <Badge variant="light" color="teal" size="sm">
                  {t('online.sellsOnline')}
                </Badge>
              )}
            </Group>
          ))
        )}
        {canEdit && channels.length > 0 && (
          <Group justify="flex-end">
            <Button
              loading={saving.loading}
              disabled={chosen === null}
              onClick={() =>
                void runAndNotify(
                  async () => {
                    await save({ variables: { hotelId, channelIds: online } });
                    notifySuccess(t('online.saved'));
                    return null;
                  },
                  t('online.saveFailed'),
                  () => {
                    setChosen(null);
                    return query.refetch();
                  },
                )
              }
            >
              {t('online.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
