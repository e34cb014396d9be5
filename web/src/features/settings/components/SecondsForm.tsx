// The one-number settings forms (idle timeout, payment timeout): a whole number of seconds within
// the setting's limits, shown again as minutes and seconds, read-only without the right to edit.

import type { ReactNode } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WholeNumberLimits } from '@hotel/domain';
import { FormActions, useEntityForm } from '../../../ui/form';
import { minutesOf } from '../format';
import { useSettingsRules } from '../use-settings-rules';

export interface SecondsFormProps {
  seconds: number;
  label: string;
  limits: WholeNumberLimits;
  /** The message when the value is below the minimum. */
  tooShort: string;
  canEdit: boolean;
  save: (seconds: number) => Promise<{ message: string } | undefined>;
  /** Below the field (a note). */
  children?: ReactNode;
}

export function SecondsForm({ seconds, label, limits, tooShort, canEdit, save, children }: SecondsFormProps) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const { form, submit, submitting } = useEntityForm<{ seconds: number | string }, { message: string } | undefined>({
    initialValues: { seconds },
    validate: { seconds: rules.wholeNumber(limits, tooShort) },
    onSubmit: (values) => save(Number(values.seconds)),
    successMessage: (result) => result?.message,
  });
  const value = Number(form.values.seconds);
  const time = Number.isInteger(value) && value > 0 ? minutesOf(value) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={label}
          description={time ? t('common.minutesSeconds', time) : undefined}
          required
          min={limits.min}
          max={limits.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={!canEdit}
          w={260}
          {...form.getInputProps('seconds')}
        />
        {children}
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}
