// The buttons under a form: Cancel (when the form is in a dialog) and the submit button, which
// spins while the call runs.

import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  submitting: boolean;
  /** Default "Save". */
  submitLabel?: ReactNode;
  onCancel?: () => void;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** The submit button cannot be pressed (a rule the spec names, such as "Apply stays disabled"). */
  disabled?: boolean;
}

export function FormActions({ submitting, submitLabel, onCancel, cancelLabel, disabled }: FormActionsProps) {
  const { t } = useTranslation('form');
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </Group>
  );
}
