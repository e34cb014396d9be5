// After Proceed (issue 10): the payment is done and the table free; the waiter prints the receipt
// for the guest, or closes.

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrintedInvoiceFieldsFragment } from '../../../graphql/hooks.gen';
import { formatLkr } from '../../../ui/format';

export interface PaidDialogProps {
  invoice: PrintedInvoiceFieldsFragment;
  printing: boolean;
  onPrint: () => void;
  onClose: () => void;
}

export function PaidDialog({ invoice, printing, onPrint, onClose }: PaidDialogProps) {
  const { t } = useTranslation('restaurant');
  return (
    <Modal opened onClose={onClose} title={t('dialogs.paid.title')} centered transitionProps={{ duration: 300 }}>
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={36} color="var(--mantine-color-green-6)" aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>{t('dialogs.paid.table', { number: invoice.tableNumber })}</Text>
            <Text size="sm" c="dimmed">
              {t('dialogs.paid.receipt', { number: invoice.receiptNumber })}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between">
          <Text>{t('order.total')}</Text>
          <Text fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {formatLkr(invoice.bill.totalCharge)}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialogs.close')}
          </Button>
          <Button leftSection={<IconPrinter size={18} />} loading={printing} onClick={onPrint} data-autofocus>
            {t('dialogs.paid.printReceipt')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
