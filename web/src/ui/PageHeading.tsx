// A page's heading: its title and, dimmed below, what the page is for.

import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export function PageHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={3}>{title}</Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
