// Cancelling a booking: what the hotel's policy charges today, shown before the guest confirms.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestBookingFieldsFragment } from '../../../graphql/hooks.gen';
import { formatPercent, toMoney } from '../../../ui/format';
import { money } from './BookingDetails';

export interface CancelBookingDialogProps {
  booking: GuestBookingFieldsFragment;
  opened: boolean;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function CancelBookingDialog({ booking, opened, cancelling, onClose, onConfirm }: CancelBookingDialogProps) {
  const { t } = useTranslation('booking');
  const quote = booking.cancellation;
  if (!quote) return null;
  const percent = formatPercent(quote.percent);
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancel.title', { refNumber: booking.refNumber })} centered>
      <Stack>
        <Text size="sm">
          {quote.policyName ? t('cancel.policy', { policy: quote.policyName }) : t('cancel.noPolicy')}
        </Text>
        {quote.policyName ? (
          <Text size="sm">
            {quote.noShow || quote.daysBefore === null
              ? t('cancel.noShow', { percent })
              : t('cancel.daysBefore', { count: quote.daysBefore, percent })}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Text size="sm">{t('cancel.stayTotal')}</Text>
          <Text size="sm">{money(booking.currency, quote.total)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('cancel.fee')}</Text>
          <Text fw={700} data-testid="cancellation-fee">
            {money(booking.currency, toMoney(quote.fee))}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancelling}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={cancelling}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
