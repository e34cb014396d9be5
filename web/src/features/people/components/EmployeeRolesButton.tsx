// A row action: the service roles the employee's user holds (employee/roles/{id}), in a popover.

import { ActionIcon, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../graphql/errors';
import { usePeopleEmployeeRolesQuery, type PeopleEmployeeFieldsFragment } from '../../../graphql/hooks.gen';

export function EmployeeRolesButton({ employee }: { employee: PeopleEmployeeFieldsFragment }) {
  const { t } = useTranslation('people');
  const [opened, setOpened] = useState(false);
  const query = usePeopleEmployeeRolesQuery({
    variables: { userId: employee.userId ?? 0 },
    skip: !opened || !employee.userId,
    fetchPolicy: 'network-only',
  });
  const roles = query.data?.employeeRoles ?? [];
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={280}>
      <Popover.Target>
        <Tooltip label={t('employees.roles')} withinPortal>
          <ActionIcon variant="subtle" aria-label={t('employees.roles')} onClick={() => setOpened((o) => !o)}>
            <IconShieldCheck size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('employees.rolesOf', { name: `${employee.firstName} ${employee.lastName}` })}
          </Text>
          {query.loading ? (
            <Loader size="sm" />
          ) : query.error ? (
            <Text size="sm" c="red">
              {errorMessage(query.error, t('errors.loadFailed'))}
            </Text>
          ) : roles.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('employees.noRoles')}
            </Text>
          ) : (
            roles.map((r) => (
              <Text size="sm" key={`${r.serviceId}-${r.serviceRoleId}`}>
                {t('employees.roleInService', { role: r.name, service: r.serviceName })}
              </Text>
            ))
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
