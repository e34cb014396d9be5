// 'Reason for rejecting order': a reason box ('Reason is required'), Close and Save.

import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RejectDialogProps {
  /** The item's name, or null while closed. */
  itemName: string | null;
  saving: boolean;
  onClose: () => void;
  onSave: (reason: string) => void;
}

export function RejectDialog({ itemName, saving, onClose, onSave }: RejectDialogProps) {
  const { t } = useTranslation('restaurant');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && reason.trim() === '' ? t('refusal:REJECT_REASON_REQUIRED') : null;

  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  return (
    <Modal
      opened={itemName !== null}
      onClose={close}
      title={t('chef.rejectDialog.title')}
      centered
      transitionProps={{ duration: 300 }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (reason.trim() === '') return;
          onSave(reason.trim());
        }}
      >
        <Stack>
          <Textarea
            label={t('chef.rejectDialog.reason')}
            description={itemName ?? undefined}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
            autosize
            minRows={3}
            data-autofocus
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              {t('chef.rejectDialog.close')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('chef.rejectDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
