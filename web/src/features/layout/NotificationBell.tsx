// The header's notification bell (HOTEL services only): the hotel's notifications in a popover,
// the live channel-request feed, and a link to all pending requests.

import {
  ActionIcon,
  Button,
  Divider,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from '../notification/components/NotificationItem';
import { badgeLabel, POPOVER_MAX_HEIGHT } from '../notification/notification-rules';
import { useChannelRequestFeed } from '../notification/use-channel-request-feed';
import { useHotelNotifications } from '../notification/use-hotel-notifications';
import { useCan } from '../../session/permissions';
import { isAvailable } from '../../navigation/available';

const VIEW_ALL_PATH = '/channel/new-channel-request';

export function NotificationBell({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [opened, { close, toggle }] = useDisclosure(false);
  const canAnswer = useCan('CHANNEL', 'EDIT');
  const { notifications, refetch, answer, answering } = useHotelNotifications(hotelId);
  useChannelRequestFeed(hotelId, refetch);

  const count = notifications.length;
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      width={360}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Tooltip label={t('header.notifications.title')} disabled={opened}>
          <Indicator label={badgeLabel(count)} size={18} disabled={count === 0} color="red" offset={4}>
            <ActionIcon variant="subtle" size="lg" onClick={toggle} aria-label={t('header.notifications.title')}>
              <IconBell size={22} stroke={1.6} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Title order={5} px="md" py="sm">
          {t('header.notifications.title')}
        </Title>
        <Divider />
        <ScrollArea.Autosize mah={POPOVER_MAX_HEIGHT} type="auto">
          {count === 0 ? (
            <Text c="dimmed" size="sm" ta="center" p="lg">
              {t('header.notifications.noNotifications')}
            </Text>
          ) : (
            <Stack gap="md" p="md">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  canAnswer={canAnswer}
                  answering={answering === notification.id}
                  onAnswer={(item, accept) => void answer(item, accept)}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {isAvailable(VIEW_ALL_PATH) && (
          <>
            <Divider />
            <Button
              variant="subtle"
              fullWidth
              radius={0}
              onClick={() => {
                close();
                void navigate({ href: VIEW_ALL_PATH });
              }}
            >
              {t('header.notifications.viewAll')}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
