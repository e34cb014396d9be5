// The audit log's filters: who, which entity, which action, which days and (for a group-wide
// administrator) which hotel or the whole group. Each is a table filter, so it lives in the URL. The
// hotel filter is never fixed: the log already holds only the rows of the user's scope.

import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { AuditLogFiltersQuery } from '../../../graphql/hooks.gen';
import type { DataTableController } from '../../../ui/data-table';
import { HotelScopeSelect } from '../../../ui/form';
import type { AdminScope } from '../use-admin-scope';

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export function AuditLogFilters({
  table,
  choices,
  scope,
}: {
  table: DataTableController;
  choices: AuditLogFiltersQuery | undefined;
  scope: AdminScope;
}) {
  const { t } = useTranslation('audit');
  const f = table.state.filters;
  return (
    <>
      <Select
        aria-label={t('auditLog.user')}
        placeholder={t('auditLog.allUsers')}
        data={(choices?.auditLogUsers ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }))}
        value={f['userId'] ?? null}
        onChange={(value) => table.setFilter('userId', value ?? '')}
        searchable
        clearable
        nothingFoundMessage={t('common.nothingFound')}
        w={230}
      />
      <Select
        aria-label={t('auditLog.entity')}
        placeholder={t('auditLog.allEntities')}
        data={(choices?.auditLogEntities ?? []).map((name) => ({
          value: name,
          label: t(`entity.${name}`, { defaultValue: name }),
        }))}
        value={f['entity'] ?? null}
        onChange={(value) => table.setFilter('entity', value ?? '')}
        searchable
        clearable
        nothingFoundMessage={t('common.nothingFound')}
        w={200}
      />
      <Select
        aria-label={t('auditLog.action')}
        placeholder={t('auditLog.allActions')}
        data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`action.${action}`) }))}
        value={f['action'] ?? null}
        onChange={(value) => table.setFilter('action', value ?? '')}
        clearable
        w={160}
      />
      <DatePickerInput
        type="range"
        aria-label={t('common.period')}
        placeholder={t('common.periodPlaceholder')}
        value={[f['from'] ?? null, f['to'] ?? null]}
        onChange={([from, to]) => {
          table.setFilter('from', from ?? '');
          table.setFilter('to', to ?? from ?? '');
        }}
        valueFormat="YYYY-MM-DD"
        clearable
        allowSingleDateInRange
        w={240}
      />
      <HotelScopeSelect
        {...scope.input}
        hotelIds={[]}
        aria-label={t('common.hotel')}
        label={null}
        placeholder={t('auditLog.allHotels')}
        value={f['scope'] ?? null}
        onChange={(value) => table.setFilter('scope', value ?? '')}
        clearable
        w={220}
      />
    </>
  );
}
