// The Yes/No modal: controlled by a screen that shows progress while the confirmed action runs
// (DataTable's delete), and shown by the app's <ConfirmHost /> for confirm() (ui/confirm.tsx).

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirm';

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and nothing else can be pressed. */
  loading?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('form');
  const { opened, onConfirm, onCancel, loading = false, title, message, confirmLabel, cancelLabel, danger } = props;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title ?? t('confirm.title')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('confirm.no')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel ?? t('confirm.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
