// Shown in place of a page's content until what it works on (a group, hotel, service, role or user)
// is picked: a hint, and the picker itself when the page has none above.

import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export function PickFirst({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <Alert icon={<IconInfoCircle />} variant="light" title={title} maw={640}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
