// The shared form piece (ui/form: useEntityForm, FormActions) as a user meets it, on the VAT
// registry form: every required-field message at once on an empty submit, and a refusal's field
// errors under the fields they name, the topmost of them brought into view.

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminCreateVatCustomerDocument,
  type AdminCreateVatCustomerMutation,
  type AdminCreateVatCustomerMutationVariables,
} from '../../../graphql/hooks.gen';
import { answerMutation, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { VatCustomerForm } from './VatCustomerForm';

type Saving = Answering<AdminCreateVatCustomerMutation, AdminCreateVatCustomerMutationVariables>;

function showForm(save?: Saving) {
  return renderWithProviders(
    <VatCustomerForm serviceId={11} hotelId={1} customer={null} onSaved={() => undefined} onCancel={() => undefined} />,
    {
      graphql: save
        ? [
            answerMutation<AdminCreateVatCustomerMutation, AdminCreateVatCustomerMutationVariables>(
              AdminCreateVatCustomerDocument,
              save,
            ),
          ]
        : [],
    },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

type User = Awaited<ReturnType<typeof showForm>>['user'];

async function enter(user: User, name: RegExp, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillIn(user: User) {
  await enter(user, /Email/, 'accounts@lanka-traders.lk');
  await enter(user, /Name/, 'Lanka Traders');
  await enter(user, /VAT number/, '114-2234-7000');
  await enter(user, /Address/, '12 Galle Road, Colombo 3');
}

afterEach(() => vi.restoreAllMocks());

describe('a form submitted empty', () => {
  it('shows every required-field message at once, and sends nothing', async () => {
    // No answer is given: a request would fail the test.
    const { user } = await showForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/VAT number/)).toHaveAccessibleDescription('VAT number is required');
    expect(field(/Address/)).toHaveAccessibleDescription('Address is required');
  });

  it('brings the first field at fault into view and focus', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await showForm();
    await enter(user, /Email/, 'accounts@lanka-traders.lk');
    await enter(user, /Address/, '12 Galle Road, Colombo 3');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field(/Name/)).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([field(/Name/)]);
  });

  it('keeps the focus in the field being typed in while Save is pressed', async () => {
    // A field checked as it loses the focus would show its message before the click ends, move the
    // buttons, and the click would miss Save: the staff saw one message per press.
    const { user } = await showForm();
    await enter(user, /Name/, 'Lanka Traders');

    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Save' }) });

    expect(field(/Name/)).toHaveFocus();
    expect(field(/Email/)).not.toHaveAccessibleDescription();
  });
});

describe('a refusal naming fields', () => {
  const refused: Saving = () =>
    refusal('BAD_USER_INPUT', 'The customer could not be registered', {
      fieldErrors: [
        { field: 'address', message: 'Address must name a street' },
        { field: 'vatNumber', message: 'This VAT number is registered already' },
      ],
    });

  it("puts each message under its field and shows the server's message", async () => {
    const { user } = await showForm(refused);
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field(/VAT number/)).toHaveAccessibleDescription('This VAT number is registered already'),
    );
    expect(field(/Address/)).toHaveAccessibleDescription('Address must name a street');
    expect(field(/Email/)).not.toHaveAccessibleDescription();
    expect(await screen.findByText('The customer could not be registered')).toBeInTheDocument();
  });

  it('brings the topmost field it names into view and focus, wherever the focus was', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await showForm(refused);
    await fillIn(user);
    await user.click(field(/Email/));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(/VAT number/)).toHaveFocus());
    expect(scrolled.mock.contexts).toEqual([field(/VAT number/)]);
  });

  it('puts a conflict naming a field (a value already taken) under that field too', async () => {
    const { user } = await showForm(() =>
      refusal('CONFLICT', 'A customer with this VAT number already exists', {
        fieldErrors: [{ field: 'vatNumber', message: 'A customer with this VAT number already exists' }],
      }),
    );
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field(/VAT number/)).toHaveAccessibleDescription('A customer with this VAT number already exists'),
    );
    expect(field(/VAT number/)).toHaveFocus();
    expect(screen.queryByRole('alert'), 'no notice repeats what the field says').not.toBeInTheDocument();
  });

  it("shows an error naming no field of the form with the server's message", async () => {
    const { user } = await showForm(() =>
      refusal('BAD_USER_INPUT', 'The customer could not be registered', {
        fieldErrors: [{ field: 'registryType', message: 'Registry type RESTAURANT is required' }],
      }),
    );
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The customer could not be registered — Registry type RESTAURANT is required'),
    ).toBeInTheDocument();
  });
});
