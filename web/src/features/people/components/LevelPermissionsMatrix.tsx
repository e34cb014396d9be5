// What a user's level grants on each administration feature (users/over-all-permission), read-only:
// features × READ / WRITE / MAINTAIN / NONE (core §4 permission status).

import { Alert, Loader, Radio, ScrollArea, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../graphql/errors';
import { usePeopleLevelPermissionsQuery } from '../../../graphql/hooks.gen';

const STATUSES = [
  { status: 0, key: 'READ' },
  { status: 1, key: 'WRITE' },
  { status: 2, key: 'MAINTAIN' },
  { status: 3, key: 'NONE' },
] as const;

export function LevelPermissionsMatrix({ userId }: { userId: number }) {
  const { t } = useTranslation('people');
  const query = usePeopleLevelPermissionsQuery({ variables: { userId }, fetchPolicy: 'network-only' });
  if (query.loading) return <Loader size="sm" />;
  if (query.error) {
    return (
      <Alert color="red" icon={<IconInfoCircle />}>
        {errorMessage(query.error, t('errors.loadFailed'))}
      </Alert>
    );
  }
  const rows = query.data?.levelPermissions ?? [];
  if (rows.length === 0) return <Text c="dimmed">{t('privileges.none')}</Text>;
  return (
    <ScrollArea.Autosize mah="60vh">
      <Table striped highlightOnHover stickyHeader aria-label={t('privileges.matrix')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privileges.feature')}</Table.Th>
            {STATUSES.map((s) => (
              <Table.Th key={s.key} ta="center">
                {t(`privileges.status.${s.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.name}</Table.Td>
              {STATUSES.map((s) => (
                <Table.Td key={s.key} ta="center">
                  <Radio
                    readOnly
                    checked={p.status === s.status}
                    aria-label={`${p.name}: ${t(`privileges.status.${s.key}`)}`}
                    styles={{ root: { display: 'inline-block' } }}
                    onChange={() => undefined}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
