// The privilege editor pages: service-role-privilege (every admin parent), hotel-role-privilege and
// group-role-privilege. All edit a service role's privileges with the one matrix editor; they differ
// in how wide the choice is: the chosen service (service parents), a hotel's services, or the
// group's (pick a hotel, then a service, then the role).

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessParent } from './access-search';
import { NotChosen } from '../../session/NotChosen';
import { PickFirst } from '../../ui/PickFirst';
import { PrivilegeMatrixEditor } from './components/PrivilegeMatrixEditor';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';
import { PageHeading } from '../../ui/PageHeading';

export type PrivilegeEditorPage = 'service-role-privilege' | 'hotel-role-privilege' | 'group-role-privilege';

const TITLE: Record<PrivilegeEditorPage, string> = {
  'service-role-privilege': 'serviceRolePrivileges',
  'hotel-role-privilege': 'hotelRolePrivileges',
  'group-role-privilege': 'groupRolePrivileges',
};

export function PrivilegeEditorScreen({ parent, page }: { parent: AccessParent; page: PrivilegeEditorPage }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const key = TITLE[page];
  if (scope.missingService) return <NotChosen what="service" />;

  let content;
  if (scope.serviceId === null) content = <PickFirst text={t('scope.pickServiceAndRole')} />;
  else if (scope.roleId === null) content = <PickFirst text={t('scope.pickRoleFirst')} />;
  else content = <PrivilegeMatrixEditor serviceId={scope.serviceId} roleId={scope.roleId} />;

  return (
    <Stack gap="md">
      <PageHeading title={<>{t(`${key}.title`)}</>} description={<>{t(`${key}.description`)}</>} />
      <ScopePickers scope={scope} group={parent === 'group-admin'} hotel="required" service="required" role />
      {content}
    </Stack>
  );
}
