// A recorded write's changed fields, folded to a count until the row is expanded: then each field
// with its value before → after.

import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntryFieldsFragment } from '../../../graphql/hooks.gen';
import { formatAuditValue } from '../audit-format';

type Change = AuditLogEntryFieldsFragment['changes'][number];

export function AuditChanges({
  changes,
  expanded,
  onToggle,
}: {
  changes: readonly Change[];
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('audit');
  if (changes.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        aria-expanded={expanded}
        onClick={onToggle}
      >
        {t('auditLog.fields', { count: changes.length })}
      </Button>
      {expanded && (
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="xs" data-testid="audit-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditLog.field')}</Table.Th>
              <Table.Th>{t('auditLog.before')}</Table.Th>
              <Table.Th>{t('auditLog.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Td>
                  <Text fz="xs" ff="monospace">
                    {change.field}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Value json={change.before} />
                </Table.Td>
                <Table.Td>
                  <Value json={change.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Value({ json }: { json: string | null }) {
  if (json === null) return <Text c="dimmed">—</Text>;
  const text = formatAuditValue(json);
  if (text === 'true' || text === 'false')
    return (
      <Badge variant="light" size="xs">
        {text}
      </Badge>
    );
  return (
    <Text fz="xs" style={{ wordBreak: 'break-word' }}>
      {text === '' ? '""' : text}
    </Text>
  );
}
