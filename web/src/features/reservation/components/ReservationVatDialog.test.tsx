// The reservation VAT dialog: its title with the reference number, 'Vat not applicable' for a stay
// without VAT, the form's required fields, the update asked first ('Are you sure to update the vat
// details?') and sent only on Yes, the load failure with Retry, and German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  ReservationVatDocument,
  ReservationVatLookupDocument,
  type ReservationVatLookupQuery,
  type ReservationVatLookupQueryVariables,
  UpdateReservationVatDocument,
  type ReservationVatQuery,
  type ReservationVatQueryVariables,
  type UpdateReservationVatMutation,
  type UpdateReservationVatMutationVariables,
} from '../../../graphql/hooks.gen';
import { answerMutation, answerQuery, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { ReservationVatDialog } from './ReservationVatDialog';

const VAT: ReservationVatQuery = {
  reservationVat: {
    id: 7,
    hotelId: 1,
    refNumber: 'SC-000123',
    vatApplicable: true,
    vatRegistryResponse: null,
  },
};

function showDialog(
  opts: {
    vat?: Answering<ReservationVatQuery, ReservationVatQueryVariables>;
    update?: Answering<UpdateReservationVatMutation, UpdateReservationVatMutationVariables>;
    lookup?: Answering<ReservationVatLookupQuery, ReservationVatLookupQueryVariables>;
    canEdit?: boolean;
    language?: 'en' | 'de';
  } = {},
) {
  return renderWithProviders(
    <ReservationVatDialog
      hotelId={1}
      reservationId={7}
      refNumber="SC-000123"
      opened
      canEdit={opts.canEdit ?? true}
      onClose={() => undefined}
    />,
    {
      language: opts.language ?? 'en',
      session: { grants: { RESERVATION: PermissionStatus.WRITE } },
      graphql: [
        answerQuery<ReservationVatQuery, ReservationVatQueryVariables>(ReservationVatDocument, opts.vat ?? VAT),
        answerMutation<UpdateReservationVatMutation, UpdateReservationVatMutationVariables>(
          UpdateReservationVatDocument,
          opts.update ?? refusal('INTERNAL', 'not expected'),
        ),
        answerQuery<ReservationVatLookupQuery, ReservationVatLookupQueryVariables>(
          ReservationVatLookupDocument,
          opts.lookup ?? { reservationVatLookup: null },
        ),
      ],
    },
  );
}

describe('the reservation VAT dialog', () => {
  it("says 'Vat not applicable' for a stay without VAT, with no form", async () => {
    await showDialog({ vat: { reservationVat: { ...VAT.reservationVat, vatApplicable: false } } });
    expect(await screen.findByText('Reservation VAT Registry Information - SC-000123')).toBeInTheDocument();
    expect(await screen.findByTestId('vat-not-applicable')).toHaveTextContent('Vat not applicable');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('looks a typed e-mail up in the VAT registry and fills in the customer found', async () => {
    const asked: string[] = [];
    const { user } = await showDialog({
      lookup: ({ email }) => {
        asked.push(email);
        return {
          reservationVatLookup:
            email === 'accounts@ceylontea.lk'
              ? { email, vatNumber: '114567890-7000', name: 'Ceylon Tea Traders', address: '12 Galle Road, Colombo 03' }
              : null,
        };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /VAT email/i }), 'accounts@ceylontea.lk');
    expect(await screen.findByDisplayValue('Ceylon Tea Traders')).toBeInTheDocument();
    expect(screen.getByDisplayValue('114567890-7000')).toBeInTheDocument();
    expect(screen.getByDisplayValue('12 Galle Road, Colombo 03')).toBeInTheDocument();
    // Typed over 600 ms: one lookup of the whole address, none of the partial ones.
    expect(asked).toEqual(['accounts@ceylontea.lk']);
  });

  it('requires every field before asking', async () => {
    const { user } = await showDialog();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(4);
    expect(screen.queryByText('Are you sure to update the vat details?')).not.toBeInTheDocument();
  });

  it('asks first, sends nothing on No, and updates on Yes', async () => {
    const sent: UpdateReservationVatMutationVariables[] = [];
    const { user } = await showDialog({
      update: (variables) => {
        sent.push(variables);
        return {
          updateReservationVat: {
            message: 'VAT details updated successfully',
            reservationVat: {
              ...VAT.reservationVat,
              vatRegistryResponse: {
                email: 'accounts@lanka.lk',
                vatNumber: 'VAT-1',
                name: 'Lanka Traders',
                address: 'Colombo 3',
              },
            },
          },
        };
      },
    });
    await user.type(await screen.findByLabelText(/VAT email/), 'accounts@lanka.lk');
    await user.type(screen.getByLabelText(/VAT Number/), 'VAT-1');
    await user.type(screen.getByLabelText(/^Name/), 'Lanka Traders');
    await user.type(screen.getByLabelText(/^Address/), 'Colombo 3');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    let question = await screen.findByRole('dialog', { name: /Please confirm/ });
    expect(within(question).getByText('Are you sure to update the vat details?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Are you sure to update the vat details?')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    question = await screen.findByRole('dialog', { name: /Please confirm/ });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          input: {
            hotelId: 1,
            reservationId: 7,
            email: 'accounts@lanka.lk',
            vatNumber: 'VAT-1',
            name: 'Lanka Traders',
            address: 'Colombo 3',
          },
        },
      ]),
    );
    expect(await screen.findByText('VAT details updated successfully')).toBeInTheDocument();
  });

  it('shows the saved details; a reader cannot update', async () => {
    await showDialog({
      canEdit: false,
      vat: {
        reservationVat: {
          ...VAT.reservationVat,
          vatRegistryResponse: { email: 'a@b.lk', vatNumber: 'VAT-9', name: 'Ceylon Tea', address: 'Kandy' },
        },
      },
    });
    expect(await screen.findByDisplayValue('VAT-9')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('says when the details cannot be loaded, with Retry', async () => {
    await showDialog({ vat: refusal('FORBIDDEN', 'You do not have permission') });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await showDialog({ language: 'de', vat: { reservationVat: { ...VAT.reservationVat, vatApplicable: false } } });
    expect(await screen.findByText('Keine Mehrwertsteuer anwendbar')).toBeInTheDocument();
  });
});
