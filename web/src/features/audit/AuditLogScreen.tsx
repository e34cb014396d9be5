// /hotel-setting/audit-log: every recorded write within the user's scope, newest first and paged by
// the server, filtered by user, entity, action, date range and hotel; each row expands to its
// changed fields before → after; CSV of everything the filters match. Administrators only: the BFF
// refuses a USER, and the screen says so instead of showing an empty log.

import { useState } from 'react';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuditLogFiltersQuery, type AuditAction, type AuditLogEntryFieldsFragment } from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { DataTable } from '../../ui/data-table';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { formatInstant, plainDateTime } from '../../ui/format';
import { changesText } from './audit-format';
import { AuditChanges } from './components/AuditChanges';
import { AuditLogFilters } from './components/AuditLogFilters';
import { auditLogList } from './lists';
import { useAdminScope } from './use-admin-scope';

type Row = AuditLogEntryFieldsFragment;

const ACTION_COLOURS: Record<AuditAction, string> = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' };

export function AuditLogScreen() {
  const { viewer } = useSession();
  const { t } = useTranslation('audit');
  if (viewer?.level === 'USER') {
    return (
      <Alert color="gray" icon={<IconLock />} title={t('auditLog.title')} maw={560}>
        {t('auditLog.administratorsOnly')}
      </Alert>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const { t } = useTranslation('audit');
  const list = useList(auditLogList);
  const scope = useAdminScope('group');
  const choices = useAuditLogFiltersQuery({ fetchPolicy: 'cache-and-network' });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const entityName = (entity: string) => t(`entity.${entity}`, { defaultValue: entity });
  const actor = (row: Row) => row.actorEmail ?? t('auditLog.system');

  return (
    <Stack gap="lg">
      <DataTable
        ns="audit"
        title={t('auditLog.title')}
        description={t('auditLog.description')}
        {...listTableProps(list)}
        toolbarActions={<AuditLogFilters table={list.table} choices={choices.data} scope={scope} />}
        columns={[
          {
            key: 'at',
            header: 'auditLog.at',
            width: 170,
            render: (row) => formatInstant(row.at),
            exportValue: (row) => plainDateTime(row.at),
          },
          {
            key: 'actorEmail',
            header: 'auditLog.user',
            width: 190,
            render: (row) => (row.actorEmail ? row.actorEmail : <Text c="dimmed">{t('auditLog.system')}</Text>),
            exportValue: actor,
          },
          {
            key: 'hotelName',
            header: 'common.hotel',
            width: 140,
            exportValue: (row) => row.hotelName ?? '',
          },
          {
            key: 'entity',
            header: 'auditLog.entity',
            width: 160,
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{entityName(row.entity)}</Text>
                {row.entityId && (
                  <Text size="xs" c="dimmed">
                    {t('auditLog.recordId', { id: row.entityId })}
                  </Text>
                )}
              </Stack>
            ),
            exportValue: (row) =>
              row.entityId
                ? `${entityName(row.entity)} ${t('auditLog.recordId', { id: row.entityId })}`
                : entityName(row.entity),
          },
          {
            key: 'action',
            header: 'auditLog.action',
            width: 110,
            render: (row) => (
              <Badge variant="light" color={ACTION_COLOURS[row.action]}>
                {t(`action.${row.action}`)}
              </Badge>
            ),
            exportValue: (row) => t(`action.${row.action}`),
          },
          {
            key: 'changes',
            header: 'auditLog.changes',
            render: (row) => (
              <AuditChanges changes={row.changes} expanded={expanded.has(row.id)} onToggle={() => toggle(row.id)} />
            ),
            exportValue: (row) => changesText(row.changes),
          },
        ]}
        resetFilters
        csv={{ fileName: t('auditLog.file'), rows: list.allRows }}
      />
    </Stack>
  );
}
