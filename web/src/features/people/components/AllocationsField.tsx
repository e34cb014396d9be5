// The services a user works in and the role they hold in each (one role per service): rows of
// service + service role, added and removed freely; a form list at `path` of the caller's form.

import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServiceRoleSelect, ServiceSelect } from './ServiceRoleSelects';

export interface AllocationValue {
  serviceId: string | null;
  serviceRoleId: string | null;
}

export interface AllocationsFieldProps<V extends { allocations: AllocationValue[] }> {
  form: UseFormReturnType<V>;
  /** Services of this hotel only; null: every service in scope, grouped by hotel. */
  hotelId: number | null;
  disabled?: boolean;
}

export const emptyAllocation = (): AllocationValue => ({ serviceId: null, serviceRoleId: null });

/** The allocations to send: complete rows only. */
export function allocationInput(rows: readonly AllocationValue[]) {
  return rows
    .filter((row) => row.serviceId && row.serviceRoleId)
    .map((row) => ({ serviceId: Number(row.serviceId), serviceRoleId: Number(row.serviceRoleId) }));
}

/** Rules for the rows: a role for each chosen service, each service once. */
export function allocationErrors(
  rows: readonly AllocationValue[],
  messages: { roleRequired: string; serviceRequired: string; duplicate: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.serviceId && !row.serviceRoleId) errors[`allocations.${index}.serviceRoleId`] = messages.roleRequired;
    if (!row.serviceId && row.serviceRoleId) errors[`allocations.${index}.serviceId`] = messages.serviceRequired;
    if (row.serviceId && seen.has(row.serviceId)) errors[`allocations.${index}.serviceId`] = messages.duplicate;
    if (row.serviceId) seen.add(row.serviceId);
  });
  return errors;
}

export function AllocationsField<V extends { allocations: AllocationValue[] }>(props: AllocationsFieldProps<V>) {
  const { t } = useTranslation('people');
  const { hotelId, disabled } = props;
  // Mantine's list helpers are typed by path; the rows live at 'allocations'.
  const form = props.form as unknown as UseFormReturnType<{ allocations: AllocationValue[] }>;
  const rows = form.getValues().allocations;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('allocation.services')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('allocation.none')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={form.key(`allocations.${index}`)} align="flex-start" gap="xs" wrap="nowrap">
          <ServiceSelect
            aria-label={t('allocation.service')}
            hotelId={hotelId}
            style={{ flex: 1 }}
            disabled={disabled}
            {...form.getInputProps(`allocations.${index}.serviceId`)}
            onChange={(value) => {
              form.setFieldValue(`allocations.${index}.serviceId`, value);
              form.setFieldValue(`allocations.${index}.serviceRoleId`, null);
            }}
          />
          <ServiceRoleSelect
            aria-label={t('allocation.serviceRole')}
            serviceId={row.serviceId ? Number(row.serviceId) : null}
            style={{ flex: 1 }}
            disabled={disabled}
            {...form.getInputProps(`allocations.${index}.serviceRoleId`)}
          />
          <Tooltip label={t('allocation.remove')} withinPortal>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('allocation.remove')}
              disabled={disabled}
              onClick={() => form.removeListItem('allocations', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={disabled}
          onClick={() => form.insertListItem('allocations', emptyAllocation())}
        >
          {t('allocation.add')}
        </Button>
      </Group>
    </Stack>
  );
}
