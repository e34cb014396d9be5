// The buttons under a form: Cancel (when the form is in a dialog) and the submit button, which
// spins while the call runs.

import type { MouseEvent, ReactNode } from 'react';
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

/**
 * Pressing a button must not take the focus from the field being typed in: the field's check on
 * leaving it would show its message first, push the buttons down under the pointer, and the click
 * would land beside the button. Save then showed one field's message per press instead of all.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function FormActions({ submitting, submitLabel, onCancel, cancelLabel, disabled }: FormActionsProps) {
  const { t } = useTranslation('form');
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {onCancel && (
        <Button variant="default" onClick={onCancel} onMouseDown={keepFocus} disabled={submitting}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={disabled} onMouseDown={keepFocus}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </Group>
  );
}
