// A row's report buttons: the document as PDF and as CSV.

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function DocumentActions({ name, pdf, csv }: { name: string; pdf: () => Promise<void>; csv: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <>
      <Tooltip label={t('documents.pdf', { name })} withinPortal>
        <ActionIcon variant="subtle" aria-label={t('documents.pdf', { name })} onClick={() => void pdf()}>
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('documents.csv', { name })} withinPortal>
        <ActionIcon variant="subtle" aria-label={t('documents.csv', { name })} onClick={csv}>
          <IconFileSpreadsheet size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
