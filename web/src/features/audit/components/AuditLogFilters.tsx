// The audit log's filters: who, which entity, which action, which days and (for a group-wide
// administrator) which hotel or the whole group. Each is a table filter, so it lives in the URL. The
// hotel filter is never fixed: the log already holds only the rows of the user's scope.

import { useTranslation } from 'react-i18next';
import type { AuditLogFiltersQuery } from '../../../graphql/hooks.gen';
import { FilterSelect, PeriodFilter, type DataTableController } from '../../../ui/data-table';
import { HotelScopeSelect } from '../../../ui/form';
import { AUDIT_ACTIONS } from '../lists';
import type { AdminScope } from '../use-admin-scope';

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
      <FilterSelect
        table={table}
        filterKey="userId"
        aria-label={t('auditLog.user')}
        placeholder={t('auditLog.allUsers')}
        data={(choices?.auditLogUsers ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }))}
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        w={230}
      />
      <FilterSelect
        table={table}
        filterKey="entity"
        aria-label={t('auditLog.entity')}
        placeholder={t('auditLog.allEntities')}
        data={(choices?.auditLogEntities ?? []).map((name) => ({
          value: name,
          label: t(`entity.${name}`, { defaultValue: name }),
        }))}
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        w={200}
      />
      <FilterSelect
        table={table}
        filterKey="action"
        aria-label={t('auditLog.action')}
        placeholder={t('auditLog.allActions')}
        data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`action.${action}`) }))}
        w={160}
      />
      <PeriodFilter table={table} aria-label={t('common.period')} placeholder={t('common.periodPlaceholder')} w={240} />
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
