// The credit-note form: a reason is required, a chosen line is never credited above what remains of
// it (the domain's rule, before anything is sent), the expiry date shows only with its permission,
// and on Yes the chosen lines and amounts are sent exactly.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  CreateCreditNoteDocument,
  type CreateCreditNoteMutation,
  type CreateCreditNoteMutationVariables,
  type InvoiceFieldsFragment,
} from '../../graphql/hooks.gen';
import { answerMutation } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { CreditForm } from './CreditNoteScreen';

const INVOICE: InvoiceFieldsFragment = {
  id: 9,
  documentType: 'INVOICE',
  number: 'INV-2026-000003',
  folioId: 4,
  reservationId: 7,
  refNumber: 'SCB-000123',
  creditedInvoiceId: null,
  creditedInvoiceNumber: null,
  currency: 'LKR',
  net: 1300,
  tax: 200.3,
  total: 1500.3,
  credited: 0.1,
  status: 'PARTLY_CREDITED',
  recipientName: 'Amaya Perera',
  creditExpiresOn: null,
  reason: '',
  issuedBy: 'Front Desk',
  issuedAt: '2026-03-10T08:00:00Z',
  recipient: { name: 'Amaya Perera', address: '', email: 'amaya@example.lk', vatNumber: '', vatRegistryId: null },
  issuer: {
    hotelId: 1,
    name: 'Serendib Colombo',
    address: '12 Galle Road',
    contactNumber: '',
    email: '',
    vatNumber: 'VAT-1',
    companyRegistrationNumber: '',
    logo: null,
  },
  lines: [
    {
      id: 31,
      position: 1,
      source: 'ADDITIONAL',
      creditedLineId: null,
      description: 'Laundry',
      businessDate: '2026-03-10',
      net: 1000,
      tax: 200.3,
      amount: 1200.3,
      credited: 0.1,
      taxLines: [{ name: 'VAT', rate: 18, amount: 200.3 }],
    },
    {
      id: 32,
      position: 2,
      source: 'EVENT',
      creditedLineId: null,
      description: 'Function dinner',
      businessDate: '2026-03-10',
      net: 300,
      tax: 0,
      amount: 300,
      credited: 0,
      taxLines: [],
    },
  ],
  taxSummary: [{ name: 'VAT', rate: 18, amount: 200.3 }],
  creditNotes: [],
};

function showForm(grants: Record<string, number>, sent: CreateCreditNoteMutationVariables[] = []) {
  return renderWithProviders(<CreditForm hotelId={1} invoice={INVOICE} onIssued={() => undefined} />, {
    session: { grants },
    graphql: [
      answerMutation<CreateCreditNoteMutation, CreateCreditNoteMutationVariables>(CreateCreditNoteDocument, (v) => {
        sent.push(v);
        return {
          createCreditNote: {
            message: 'Credit note issued successfully',
            invoice: { ...INVOICE, documentType: 'CREDIT_NOTE', number: 'CN-2026-000001' },
          },
        };
      }),
    ],
  });
}

describe('the credit-note form', () => {
  it('requires a reason and offers no expiry date without its permission', async () => {
    const { user } = await showForm({ CREDIT_NOTE: PermissionStatus.WRITE });
    expect(screen.getByText('Credit note total: LKR 1,500.20')).toBeInTheDocument();
    expect(screen.queryByLabelText('Credit expires on')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('A credit note needs a reason')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses more than remains of a line, then sends the chosen amount exactly', async () => {
    const sent: CreateCreditNoteMutationVariables[] = [];
    const { user } = await showForm(
      { CREDIT_NOTE: PermissionStatus.WRITE, CREDIT_NOTE_EXPIRY_DATE: PermissionStatus.WRITE },
      sent,
    );
    expect(screen.getByLabelText('Credit expires on')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Chosen lines' }));
    await user.click(screen.getByRole('checkbox', { name: 'Laundry' }));
    const amount = screen.getByLabelText('Credit amount Laundry');
    expect(amount).toHaveValue('1,200.20');
    await user.clear(amount);
    await user.type(amount, '1200.21');
    expect(
      await screen.findByText('A credit note cannot exceed what remains of its invoice line (1200.20)'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.30');
    await user.type(screen.getByLabelText(/Reason/), 'Stain not removed');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    const question = await screen.findByRole('dialog', { name: 'Issue the credit note?' });
    await user.click(within(question).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          input: {
            hotelId: 1,
            invoiceId: 9,
            reason: 'Stain not removed',
            whole: false,
            lines: [{ lineId: 31, amount: 0.3 }],
            creditExpiresOn: null,
          },
        },
      ]),
    );
  });
});
