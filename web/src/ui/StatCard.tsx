// A figure of a dashboard or report: its label, the value large, an optional hint and an icon.

import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';

export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* A long word in a narrow card (German labels on a phone) breaks rather than push the icon out. */}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.3}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" size={42} radius="md" style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Stat cards side by side: four on a wide screen, two on a tablet, one on a phone. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>{children}</SimpleGrid>;
}
