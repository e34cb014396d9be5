// The buttons of one invoice row (invoice history, credit notes): its PDF, and for an invoice that is
// not fully credited, a credit note. `children` is the place for other areas' actions on an invoice:
// the receipt area's RefundButton (the 'Refund Amount' dialog, operations §4) is dropped in here.

import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useInvoiceLazyQuery, type InvoiceRowFieldsFragment } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useCan } from '../../session/permissions';
import { notifyError } from '../../ui/notify';
import { printableOf, shownOf } from './InvoiceDocumentView';
import { printInvoice } from './invoice-pdf';

export function InvoiceActions({
  hotelId,
  row,
  children,
}: {
  hotelId: number;
  row: InvoiceRowFieldsFragment;
  children?: ReactNode;
}) {
  const { t } = useTranslation('invoice');
  const canCredit = useCan('CREDIT_NOTE', 'ADD');
  const navigate = useNavigate();
  const [load] = useInvoiceLazyQuery({ fetchPolicy: 'network-only' });
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      const { data, error } = await load({ variables: { hotelId, id: row.id } });
      if (error || !data) throw error ?? new Error('no invoice');
      await printInvoice(printableOf(shownOf(data.invoice), t));
    } catch (error) {
      notifyError(errorMessage(error, t('history.printFailed')));
    } finally {
      setPrinting(false);
    }
  };
  const creditable = row.documentType === 'INVOICE' && row.credited < row.total;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('actions.printPdf')}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t('actions.printPdf')} ${row.number}`}
          loading={printing}
          onClick={() => void print()}
        >
          <IconPrinter size={18} />
        </ActionIcon>
      </Tooltip>
      {canCredit && creditable && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => void navigate({ to: '/invoice/creditNote', search: { invoiceId: row.id } })}
        >
          {t('actions.creditNote')}
        </Button>
      )}
      {children}
    </Group>
  );
}
