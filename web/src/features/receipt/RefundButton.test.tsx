// The 'Refund Amount' dialog as the desk meets it: the button disabled at a refundable amount of zero
// or by the flag; the dialog's method and status required word for word; partial needs its amount
// before receipts ('Please enter a partial pay amount before selecting receipts.'), which may not
// exceed the refundable amount; ticking allocates min(remaining, balance); zero-balance receipts are
// locked; PENDING ones say 'This receipt has not been authorized yet'; Refund enables once the amount
// is allocated and sends the spec's request; on success the dialog closes; and German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  InvoiceReceiptsDocument,
  RefundDocument,
  type InvoiceReceiptsQuery,
  type InvoiceReceiptsQueryVariables,
  type RefundMutation,
  type RefundMutationVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerMutation, answerQuery, refusal, type Answering } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { RefundButton } from './RefundButton';

const FRONT_OFFICE = { id: 12, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };

const receipt = (
  id: number,
  chargeAmount: number,
  refundAmount: number,
  receiptStatus: 'AUTHORISED' | 'PENDING' = 'AUTHORISED',
  paymentMethod: 'CASH' | 'CREDITCARD' = 'CASH',
) => ({
  id,
  hotelId: 1,
  receiptNumber: `RC-2026-00000${id}`,
  createdAt: '2026-11-20T08:00:00Z',
  paymentMethod,
  receiptStatus,
  currency: 'LKR',
  amount: chargeAmount,
  chargeAmount,
  refundAmount,
  reference: '',
  reservationId: 5,
  refNumber: 'SC-000005',
  guestName: 'Nimal Silva',
  authorisedAt: null,
  rejectReason: null,
});

const RECEIPTS: InvoiceReceiptsQuery = {
  invoiceReceipts: [
    receipt(1, 5000, 0),
    receipt(2, 3000, 1000, 'AUTHORISED', 'CREDITCARD'),
    receipt(3, 1000, 1000),
    receipt(4, 800, 0, 'PENDING', 'CREDITCARD'),
  ],
};

const DONE: RefundMutation = {
  refund: {
    message: 'Refund completed successfully',
    refund: {
      id: 1,
      refundNumber: 'RF-2026-000001',
      invoiceId: 77,
      invoiceNumber: 'IN-2026-000077',
      refundType: 'PARTIAL_REFUND',
      paymentMethod: 'CREDITCARD',
      prefix: 'LKR',
      refundAmount: 2500,
      creditNoteNumber: 'CN-2026-000003',
      createdAt: '2026-11-26T10:00:00Z',
      receipts: [],
    },
  },
};

function showButton(
  opts: {
    refundable?: number;
    disabled?: boolean;
    refund?: Answering<RefundMutation, RefundMutationVariables>;
    language?: Language;
    onRefunded?: () => void;
  } = {},
) {
  return renderWithProviders(
    <RefundButton
      invoiceId={77}
      refundable={opts.refundable ?? 7000}
      disabled={opts.disabled}
      onRefunded={opts.onRefunded}
    />,
    {
      language: opts.language ?? 'en',
      session: { service: FRONT_OFFICE, grants: { REFUND: PermissionStatus.WRITE } },
      graphql: [
        answerQuery<InvoiceReceiptsQuery, InvoiceReceiptsQueryVariables>(InvoiceReceiptsDocument, RECEIPTS),
        answerMutation<RefundMutation, RefundMutationVariables>(
          RefundDocument,
          opts.refund ?? refusal('INTERNAL', 'not expected'),
        ),
      ],
    },
  );
}

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(number) });
const tick = (number: string) => within(rowOf(number)).getByRole('checkbox');

async function open(opts: Parameters<typeof showButton>[0] = {}) {
  const shown = await showButton(opts);
  await shown.user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Refund Amount')).toBeInTheDocument();
  await screen.findByText('RC-2026-000001');
  return shown;
}

describe('the Refund button', () => {
  it('is disabled when nothing is refundable or the flag is set', async () => {
    await showButton({ refundable: 0 });
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
  });
  it('is disabled by the flag', async () => {
    await showButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
  });
});

describe("the 'Refund Amount' dialog", () => {
  it('locks zero-balance receipts and marks pending ones', async () => {
    await open();
    expect(tick('RC-2026-000003')).toBeDisabled();
    expect(rowOf('RC-2026-000003')).toHaveAttribute('data-locked', 'true');
    expect(within(rowOf('RC-2026-000004')).getByText('This receipt has not been authorized yet')).toBeInTheDocument();
    expect(tick('RC-2026-000004')).toBeDisabled();
    expect(tick('RC-2026-000001')).toBeEnabled();
  });

  it('asks for a partial amount before receipts, and not above the refundable amount', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
    await user.click(tick('RC-2026-000001'));
    expect(await screen.findByText('Please enter a partial pay amount before selecting receipts.')).toBeInTheDocument();
    expect(tick('RC-2026-000001')).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Partial amount/ }), '7000.01');
    expect(await screen.findByText('Amount cannot exceed 7000.00!')).toBeInTheDocument();
  });

  it('allocates across two receipts, enables Refund, requires the method, sends the request and closes', async () => {
    const sent: RefundMutationVariables[] = [];
    const onRefunded = vi.fn();
    const { user } = await open({
      onRefunded,
      refund: (variables) => {
        sent.push(variables);
        return DONE;
      },
    });
    const submit = () => screen.getAllByRole('button', { name: 'Refund' }).at(-1)!;
    await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
    await user.type(screen.getByRole('textbox', { name: /Partial amount/ }), '2500');
    expect(submit()).toBeDisabled();
    await user.click(tick('RC-2026-000002'));
    // Balance 2,000 and allocated 2,000 (min of the 2,500 remaining and the balance).
    expect(within(rowOf('RC-2026-000002')).getAllByText('2,000.00')).toHaveLength(2);
    expect(submit()).toBeDisabled();
    await user.click(tick('RC-2026-000001'));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Please select the Refund Method.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(submit());
    await waitFor(() => expect(onRefunded).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        input: {
          invoiceId: 77,
          refundType: 'PARTIAL_REFUND',
          hotelId: expect.any(Number),
          paymentMethod: 'CREDITCARD',
          refundReceiptRequestList: [
            { receiptId: 2, amount: 2000 },
            { receiptId: 1, amount: 500 },
          ],
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Refund Amount')).not.toBeInTheDocument());
    // The refunded part of the invoice was credited in the same transaction: the desk is told its number.
    expect(
      await screen.findByText('Credit note CN-2026-000003 issued for the refunded part of the invoice'),
    ).toBeInTheDocument();
  });

  it('unticking tops up the last allocation; a status change resets the selections', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Full refund' }));
    await user.click(tick('RC-2026-000001'));
    await user.click(tick('RC-2026-000002'));
    expect(tick('RC-2026-000001')).toBeChecked();
    expect(tick('RC-2026-000002')).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
    expect(tick('RC-2026-000001')).not.toBeChecked();
    expect(tick('RC-2026-000002')).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Partial amount/ }), '5500');
    await user.click(tick('RC-2026-000001'));
    await user.click(tick('RC-2026-000002'));
    await user.click(tick('RC-2026-000001'));
    // 5,000 came back: the last allocation (receipt 2, 500 of its 2,000) is topped up to 2,000.
    expect(within(rowOf('RC-2026-000002')).getAllByText('2,000.00')).toHaveLength(2);
  });

  it('asks for the status before receipts are ticked', async () => {
    const { user } = await open();
    await user.click(tick('RC-2026-000001'));
    expect(await screen.findByText('Please select the Refund Status.')).toBeInTheDocument();
    expect(tick('RC-2026-000001')).not.toBeChecked();
  });
});

describe('German', () => {
  it('shows the dialog in German', async () => {
    const { user } = await showButton({ language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Erstatten' }));
    expect(await screen.findByText('Erstattungsbetrag')).toBeInTheDocument();
    await screen.findByText('RC-2026-000004');
    expect(screen.getByText('Diese Quittung wurde noch nicht autorisiert')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Teilerstattung' }));
    await user.click(tick('RC-2026-000001'));
    expect(
      await screen.findByText('Bitte geben Sie einen Teilbetrag ein, bevor Sie Quittungen auswählen.'),
    ).toBeInTheDocument();
  });
});
