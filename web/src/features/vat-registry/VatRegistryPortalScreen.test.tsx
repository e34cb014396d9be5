// The VAT registry portal: a typed e-mail is looked up once, 600 ms after the last key and only when it
// looks like an e-mail (operations §5); a customer found is shown with where it is used; nobody found
// offers Register (WRITE) with the form's §5 messages, and the e-mail carried into the form; a reader
// gets no Register; German.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  CreateHotelVatCustomerDocument,
  VatCustomerByEmailDocument,
  type CreateHotelVatCustomerMutation,
  type CreateHotelVatCustomerMutationVariables,
  type VatCustomerByEmailQuery,
  type VatCustomerByEmailQueryVariables,
  type VatCustomerFieldsFragment,
} from '../../graphql/hooks.gen';
import { answerMutation, answerQuery, refusal, type Answering } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { VatRegistryPortalScreen } from './VatRegistryPortalScreen';

const FRONT_OFFICE = { id: 12, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };

const ACME: VatCustomerFieldsFragment = {
  id: 5,
  name: 'Acme Trading (Pvt) Ltd',
  email: 'accounts@acme.lk',
  vatNumber: '114567890-7000',
  address: '12 Galle Road, Colombo 03',
  onlyThisHotelView: false,
  registryTypes: ['RESERVATION', 'RESTAURANT'],
  hotelId: 1,
  hotelName: 'Lagoon',
  createdAt: '2026-03-01T08:00:00Z',
  onInvoices: true,
};

function showPortal(
  opts: {
    find?: Answering<VatCustomerByEmailQuery, VatCustomerByEmailQueryVariables>;
    create?: Answering<CreateHotelVatCustomerMutation, CreateHotelVatCustomerMutationVariables>;
    level?: PermissionStatus;
    language?: 'en' | 'de';
  } = {},
) {
  return renderWithProviders(<VatRegistryPortalScreen />, {
    language: opts.language ?? 'en',
    session: { service: FRONT_OFFICE, grants: { VAT_REGISTRY: opts.level ?? PermissionStatus.WRITE } },
    graphql: [
      answerQuery<VatCustomerByEmailQuery, VatCustomerByEmailQueryVariables>(
        VatCustomerByEmailDocument,
        opts.find ?? { vatCustomerByEmail: null },
      ),
      answerMutation<CreateHotelVatCustomerMutation, CreateHotelVatCustomerMutationVariables>(
        CreateHotelVatCustomerDocument,
        opts.create ?? refusal('INTERNAL', 'not expected'),
      ),
    ],
  });
}

describe('the VAT registry portal', () => {
  it('looks a typed e-mail up once, after the pause, and shows the customer found', async () => {
    const asked: string[] = [];
    const { user } = await showPortal({
      find: ({ email }) => {
        asked.push(email);
        return { vatCustomerByEmail: email === ACME.email ? ACME : null };
      },
    });
    await user.type(await screen.findByLabelText('Customer e-mail'), ACME.email);
    expect(await screen.findByTestId('vat-portal-customer')).toHaveTextContent('Acme Trading (Pvt) Ltd');
    expect(screen.getByText('114567890-7000')).toBeInTheDocument();
    expect(screen.getByText('Named on invoices')).toBeInTheDocument();
    expect(screen.getByText('Front office')).toBeInTheDocument();
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
    expect(asked).toEqual([ACME.email]);
  });

  it('offers Register for an unknown e-mail, with the §5 messages and the e-mail carried over', async () => {
    const sent: CreateHotelVatCustomerMutationVariables[] = [];
    const { user } = await showPortal({
      create: (variables) => {
        sent.push(variables);
        return {
          createHotelVatCustomer: {
            message: 'VAT registry customer saved successfully',
            customer: { ...ACME, email: 'new@lanka.lk', onInvoices: false },
          },
        };
      },
    });
    await user.type(await screen.findByLabelText('Customer e-mail'), 'new@lanka.lk');
    expect(await screen.findByText('No customer is registered with this e-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register customer' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('new@lanka.lk');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('VAT number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Name/), 'Lanka Exports');
    await user.type(screen.getByLabelText(/^VAT number/), 'VAT-77');
    await user.type(screen.getByLabelText(/^Address/), '44 Union Place');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      hotelId: 1,
      email: 'new@lanka.lk',
      name: 'Lanka Exports',
      vatNumber: 'VAT-77',
      address: '44 Union Place',
    });
  });

  it('gives a reader no Register, and speaks German', async () => {
    const { user } = await showPortal({ level: PermissionStatus.READ, language: 'de' });
    await user.type(await screen.findByLabelText('E-Mail des Kunden'), 'niemand@lanka.lk');
    expect(await screen.findByText('Mit dieser E-Mail ist kein Kunde erfasst')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kunden erfassen' })).not.toBeInTheDocument();
  });
});
