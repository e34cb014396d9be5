import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export interface BackLinkProps {
  to: LinkProps['to'];
  children: ReactNode;
}

export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link to={to} {...props} />}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
