// One notification: type icon, text (by its key, in the user's language; its English description
// when it has none), who and when; a channel request adds Accept and Reject.

import { Avatar, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconAt,
  IconCircleCheck,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { isChannelRequest, NotificationType, type HotelNotification } from '../notification-rules';

const TYPE_STYLE: Record<number, { icon: Icon; color: string }> = {
  [NotificationType.INFO]: { icon: IconInfoCircle, color: 'blue' },
  [NotificationType.SUCCESS]: { icon: IconCircleCheck, color: 'green' },
  [NotificationType.WARNING]: { icon: IconAlertTriangle, color: 'yellow' },
  [NotificationType.ERROR]: { icon: IconAlertCircle, color: 'red' },
  [NotificationType.MENTION]: { icon: IconAt, color: 'brand' },
};

export interface NotificationItemProps {
  notification: HotelNotification;
  /** Shown only when the user may answer (CHANNEL EDIT). */
  canAnswer: boolean;
  answering: boolean;
  onAnswer: (notification: HotelNotification, accept: boolean) => void;
}

export function NotificationItem({ notification, canAnswer, answering, onAnswer }: NotificationItemProps) {
  const { t } = useTranslation('notification');
  const style = TYPE_STYLE[notification.type] ?? TYPE_STYLE[NotificationType.INFO]!;
  const TypeIcon = style.icon;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      {notification.userIcon ? (
        <Avatar src={notification.userIcon} radius="xl" size="md" alt="" />
      ) : (
        <ThemeIcon variant="light" color={style.color} radius="xl" size="lg" aria-hidden>
          <TypeIcon size={18} />
        </ThemeIcon>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm">
          {notification.messageKey
            ? t(`notification-text:${notification.messageKey}`, notification.messageParams)
            : notification.description}
        </Text>
        <Text size="xs" c="dimmed">
          {notification.userName} · {formatDateTime(notification.createdAt)}
        </Text>
        {isChannelRequest(notification) && canAnswer && (
          <Group gap="xs" mt={4}>
            <Button size="compact-xs" color="green" loading={answering} onClick={() => onAnswer(notification, true)}>
              {t('accept')}
            </Button>
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              disabled={answering}
              onClick={() => onAnswer(notification, false)}
            >
              {t('reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
