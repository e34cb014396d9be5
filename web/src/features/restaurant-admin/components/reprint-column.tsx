// The invoice list's reprint (issue 10): a column with a printer that prints the invoice's receipt
// again, marked as a copy, on the paper the restaurant's settings choose. Not exported to CSV or PDF.

import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrintedInvoiceFieldsFragment } from '../../../graphql/hooks.gen';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { usePrintBill } from '../../restaurant/print/use-print-bill';

export function useReprintColumn<Row extends PrintedInvoiceFieldsFragment>(serviceId: number): DataTableColumn<Row> {
  const { t } = useTranslation('restaurant-admin');
  const printer = usePrintBill(serviceId);
  const [printing, setPrinting] = useState<number | null>(null);
  return {
    key: 'reprint',
    header: 'invoices.receipt',
    align: 'center',
    width: 80,
    exportValue: false,
    render: (row) => (
      <Tooltip label={t('invoices.printReceipt')} withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={t('invoices.printReceiptOf', { number: row.receiptNumber })}
          loading={printing === row.id}
          onClick={() => {
            setPrinting(row.id);
            void printer.receipt(row, { reprint: true }).finally(() => setPrinting(null));
          }}
        >
          <IconPrinter size={18} />
        </ActionIcon>
      </Tooltip>
    ),
  };
}
