// /invoice/receipt as the desk meets it: the receipts with their status badges; a
// pending card receipt authorised from its row; a rejection that needs its reason; the actions by
// RECEIPT and RECEIPT_REJECT; and German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  AuthoriseReceiptDocument,
  ReceiptsDocument,
  RejectReceiptDocument,
  type AuthoriseReceiptMutation,
  type AuthoriseReceiptMutationVariables,
  type ReceiptsQuery,
  type ReceiptsQueryVariables,
  type RejectReceiptMutation,
  type RejectReceiptMutationVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerMutation, answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { ReceiptsScreen } from './ReceiptsScreen';

const FRONT_OFFICE = { id: 12, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };

const receipt = (id: number, paymentMethod: 'CASH' | 'CREDITCARD', receiptStatus: 'AUTHORISED' | 'PENDING') => ({
  id,
  hotelId: 1,
  receiptNumber: `RC-2026-00000${id}`,
  createdAt: '2026-11-20T08:00:00Z',
  paymentMethod,
  receiptStatus,
  currency: 'LKR',
  amount: 5000,
  chargeAmount: 5000,
  refundAmount: 0,
  reference: '',
  reservationId: 5,
  refNumber: 'SC-000005',
  guestName: 'Nimal Silva',
  authorisedAt: null,
  rejectReason: null,
});

const LIST: ReceiptsQuery = {
  receipts: { total: 2, items: [receipt(1, 'CASH', 'AUTHORISED'), receipt(2, 'CREDITCARD', 'PENDING')] },
};

function showReceipts(
  grants: Record<string, PermissionStatus>,
  sent: { authorise: AuthoriseReceiptMutationVariables[]; reject: RejectReceiptMutationVariables[] },
  seen: ReceiptsQueryVariables[] = [],
  language: Language = 'en',
) {
  return renderWithProviders(<ReceiptsScreen />, {
    language,
    session: { service: FRONT_OFFICE, grants },
    graphql: [
      answerQuery<ReceiptsQuery, ReceiptsQueryVariables>(ReceiptsDocument, (variables) => {
        seen.push(variables);
        return LIST;
      }),
      answerMutation<AuthoriseReceiptMutation, AuthoriseReceiptMutationVariables>(
        AuthoriseReceiptDocument,
        (variables) => {
          sent.authorise.push(variables);
          return {
            authoriseReceipt: {
              message: 'Receipt authorised successfully',
              receipt: { ...receipt(2, 'CREDITCARD', 'AUTHORISED') },
            },
          };
        },
      ),
      answerMutation<RejectReceiptMutation, RejectReceiptMutationVariables>(RejectReceiptDocument, (variables) => {
        sent.reject.push(variables);
        return {
          rejectReceipt: {
            message: 'Receipt rejected',
            receipt: { ...receipt(1, 'CASH', 'AUTHORISED'), receiptStatus: 'REJECTED', rejectReason: variables.reason },
          },
        };
      }),
    ],
  });
}

describe('/invoice/receipt', () => {
  it('lists receipts with their status; authorises a pending card receipt', async () => {
    const sent = { authorise: [], reject: [] };
    const seen: ReceiptsQueryVariables[] = [];
    const { user } = await showReceipts(
      { RECEIPT: PermissionStatus.WRITE, RECEIPT_REJECT: PermissionStatus.WRITE },
      sent,
      seen,
    );
    const pending = await screen.findByRole('row', { name: /RC-2026-000002/ });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /RC-2026-000001/ })).getByText('Authorised')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ hotelId: expect.any(Number), page: 0 });
    expect(
      within(screen.getByRole('row', { name: /RC-2026-000001/ })).queryByRole('button', { name: /^Authorise/ }),
    ).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Authorise RC-2026-000002' }));
    await waitFor(() => expect(sent.authorise).toEqual([{ hotelId: expect.any(Number), id: 2 }]));
  });

  it('rejects only with a reason', async () => {
    const sent = { authorise: [], reject: [] as RejectReceiptMutationVariables[] };
    const { user } = await showReceipts(
      { RECEIPT: PermissionStatus.WRITE, RECEIPT_REJECT: PermissionStatus.WRITE },
      sent,
    );
    const row = await screen.findByRole('row', { name: /RC-2026-000001/ });
    await user.click(within(row).getByRole('button', { name: 'Reject RC-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject receipt RC-2026-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject receipt' }));
    expect(await within(dialog).findByText('Give the reason for rejecting the receipt')).toBeInTheDocument();
    expect(sent.reject).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Counted twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reject receipt' }));
    await waitFor(() => expect(sent.reject).toEqual([{ hotelId: expect.any(Number), id: 1, reason: 'Counted twice' }]));
  });

  it('a reader sees no actions but the PDF; German', async () => {
    await showReceipts({ RECEIPT: PermissionStatus.READ }, { authorise: [], reject: [] }, [], 'de');
    const pending = await screen.findByRole('row', { name: /RC-2026-000002/ });
    expect(within(pending).getByText('Offen')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /autorisieren/ })).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /ablehnen/ })).not.toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'PDF von RC-2026-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quittung erfassen' })).not.toBeInTheDocument();
  });
});
