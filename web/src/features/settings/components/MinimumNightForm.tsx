// 'Add Minimum Night' and 'Update' (operations §2, §5 Minimum nights): the hotel ('Please select a
// hotel!'; hidden and fixed for a user tied to a hotel, core §6), the duration ('Please select a date
// range!', not before today), the minimum nights (disabled until a range is chosen; 'Please enter the
// minimum nights!', 'Invalid value', 'Value must be less than or equal to {n}', 'Minimum Night not
// less than 2') and the reservation type, Web and/or Direct ('Please select Reservation Type!').
// The rules are the domain's checkMinimumNight, which the upstream runs too.

import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isoDay, minimumNightRange } from '@hotel/domain';
import {
  useSettingsCreateMinimumNightMutation,
  useSettingsUpdateMinimumNightMutation,
  type SettingsMinimumNightFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions, HotelScopeSelect, parseScopeKey, scopeKey, useEntityForm } from '../../../ui/form';
import { useSettingsRules } from '../use-settings-rules';
import type { SettingsScope } from '../use-settings-scope';

export type ReservationType = 'WEB' | 'DIRECT';

interface Values {
  scope: string | null;
  range: [string | null, string | null];
  numOfDays: string;
  reservationTypes: ReservationType[];
  always: boolean;
}

export interface MinimumNightFormProps {
  scope: SettingsScope;
  config: SettingsMinimumNightFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Server field → form path. */
const FIELD_MAP = {
  startDate: 'range',
  endDate: 'range',
  hotelId: 'scope',
  groupId: 'scope',
  web: 'reservationTypes',
  direct: 'reservationTypes',
};

export function MinimumNightForm({ scope, config, onSaved, onCancel }: MinimumNightFormProps) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const [create] = useSettingsCreateMinimumNightMutation();
  const [update] = useSettingsUpdateMinimumNightMutation();
  const stored = config ? { startDate: config.startDate, endDate: config.endDate } : null;

  const draftOf = (values: Values) => {
    const owner = parseScopeKey(values.scope);
    return {
      startDate: values.range[0],
      endDate: values.range[1],
      numOfDays: values.numOfDays,
      web: values.reservationTypes.includes('WEB'),
      direct: values.reservationTypes.includes('DIRECT'),
      hotelId: owner?.kind === 'hotel' ? owner.hotelId : null,
      groupsId: owner?.kind === 'group' ? owner.groupId : null,
    };
  };

  const initialScope = config
    ? scopeKey(
        config.groupId ? { kind: 'group', groupId: config.groupId } : { kind: 'hotel', hotelId: config.hotelId ?? 0 },
      )
    : scope.key;

  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      scope: initialScope,
      range: config ? [config.startDate, config.endDate] : [null, null],
      numOfDays: config ? String(config.numOfDays) : '',
      reservationTypes: config
        ? [...(config.web ? (['WEB'] as const) : []), ...(config.direct ? (['DIRECT'] as const) : [])]
        : [],
      always: config?.always ?? false,
    },
    validate: (values) => {
      const errors = rules.minimumNight(draftOf(values), stored);
      return {
        ...(errors.startDate ? { range: errors.startDate } : {}),
        ...(errors.numOfDays ? { numOfDays: errors.numOfDays } : {}),
        ...(errors.web ? { reservationTypes: errors.web } : {}),
        ...(errors.hotelId ? { scope: errors.hotelId } : {}),
      };
    },
    fieldMap: FIELD_MAP,
    onSubmit: async (values) => {
      const draft = draftOf(values);
      const input = {
        hotelId: draft.hotelId,
        groupId: draft.groupsId,
        startDate: draft.startDate,
        endDate: draft.endDate,
        numOfDays: Number(values.numOfDays),
        web: draft.web,
        direct: draft.direct,
        always: values.always,
      };
      if (config) return (await update({ variables: { id: config.id, input } })).data?.updateMinimumNight;
      return (await create({ variables: { input } })).data?.createMinimumNight;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  const rangeChosen = minimumNightRange({ startDate: form.values.range[0], endDate: form.values.range[1] }) !== null;
  // A stored range that has started since may stay (operations §5: not before today when chosen).
  const minDate = stored && stored.startDate < isoDay(new Date()) ? stored.startDate : isoDay(new Date());

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <HotelScopeSelect
          {...scope.input}
          allowGroup={scope.allowGroup}
          label={t('scope.label')}
          placeholder={t('scope.placeholderGroup')}
          required
          allowDeselect={false}
          value={form.values.scope}
          onChange={(key) => form.setFieldValue('scope', key)}
          error={form.errors['scope']}
        />
        <DatePickerInput
          type="range"
          label={t('nights.duration')}
          placeholder={t('nights.durationPlaceholder')}
          required
          valueFormat="YYYY-MM-DD"
          minDate={minDate}
          allowSingleDateInRange={false}
          {...form.getInputProps('range')}
          data-autofocus
        />
        <TextInput
          label={t('nights.minimumNights')}
          description={rangeChosen ? undefined : t('nights.chooseRangeFirst')}
          required
          inputMode="numeric"
          disabled={!rangeChosen}
          {...form.getInputProps('numOfDays')}
        />
        <MultiSelect
          label={t('nights.reservationType')}
          placeholder={t('nights.reservationTypePlaceholder')}
          required
          data={[
            { value: 'WEB', label: t('nights.web') },
            { value: 'DIRECT', label: t('nights.direct') },
          ]}
          {...form.getInputProps('reservationTypes')}
        />
        <Checkbox
          label={t('nights.always')}
          description={t('nights.alwaysHint')}
          {...form.getInputProps('always', { type: 'checkbox' })}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
