// The table's header bar: title and description on the left; the screen's own controls, Reset
// filters (only when the screen sets the flag, core §9), CSV and PDF downloads and Create (only
// with ADD permission) on the right.

import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DataTableToolbarProps {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  onReset?: (() => void) | null;
  resetDisabled?: boolean;
  onCsv?: (() => void) | null;
  onPdf?: (() => void) | null;
  exporting?: 'csv' | 'pdf' | null;
  onAdd?: (() => void) | null;
  addLabel?: ReactNode;
}

export function DataTableToolbar(props: DataTableToolbarProps) {
  const { t } = useTranslation('table');
  const { title, description, actions, onReset, resetDisabled, onCsv, onPdf, exporting, onAdd, addLabel } = props;
  const hasButtons = Boolean(actions || onReset || onCsv || onPdf || onAdd);
  if (!title && !description && !hasButtons) return null;

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        {typeof title === 'string' ? <Title order={3}>{title}</Title> : title}
        {typeof description === 'string' ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : (
          description
        )}
      </Stack>
      {hasButtons && (
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {actions}
          {onReset && (
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={onReset}
              disabled={resetDisabled}
            >
              {t('toolbar.resetFilters')}
            </Button>
          )}
          {onCsv && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={onCsv}
              loading={exporting === 'csv'}
              disabled={exporting === 'pdf'}
            >
              {t('toolbar.csv')}
            </Button>
          )}
          {onPdf && (
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={onPdf}
              loading={exporting === 'pdf'}
              disabled={exporting === 'csv'}
            >
              {t('toolbar.pdf')}
            </Button>
          )}
          {onAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
              {addLabel ?? t('toolbar.create')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
