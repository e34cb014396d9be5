// A link to a service role's privilege editor under the same parent (overview rows, a user's
// privileges, the role list). A real link (new tab works) that navigates in-app on a plain click.

import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AccessParent } from '../access-search';

export interface EditorTarget {
  hotelId: number | null;
  serviceId: number;
  roleId: number;
}

/** The editor of `parent` opened on a role: /<parent>/service-role-privilege?hotelId&serviceId&roleId. */
export function editorHref(parent: AccessParent, target: EditorTarget): string {
  const search = new URLSearchParams();
  if (target.hotelId !== null) search.set('hotelId', String(target.hotelId));
  search.set('serviceId', String(target.serviceId));
  search.set('roleId', String(target.roleId));
  return `/${parent}/service-role-privilege?${search.toString()}`;
}

function useFollow(href: string) {
  const navigate = useNavigate();
  return (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
}

export function EditorLink(props: { parent: AccessParent; target: EditorTarget; children: ReactNode }) {
  const href = editorHref(props.parent, props.target);
  const follow = useFollow(href);
  return (
    <Anchor href={href} onClick={follow} size="sm">
      {props.children}
    </Anchor>
  );
}

/** The role list's row action: the role's privileges. */
export function EditorIconLink(props: { parent: AccessParent; target: EditorTarget }) {
  const { t } = useTranslation('access');
  const href = editorHref(props.parent, props.target);
  const follow = useFollow(href);
  return (
    <Tooltip label={t('serviceRoles.editPrivileges')} withinPortal>
      <ActionIcon
        component="a"
        href={href}
        onClick={follow}
        variant="subtle"
        aria-label={t('serviceRoles.editPrivileges')}
      >
        <IconShieldLock size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
