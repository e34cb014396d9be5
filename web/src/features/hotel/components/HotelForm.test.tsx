// The hotel form as staff met it: an empty submit says every required field at once; junk contact
// data ("abc", "not a url") is refused by the domain's shared patterns before anything is sent; and a
// name the group already has is said under the Name field, in the user's language, with the field
// brought into view and focused, not in a corner notice.

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CreateHotelDocument,
  type CreateHotelMutation,
  type CreateHotelMutationVariables,
} from '../../../graphql/hooks.gen';
import type { Language } from '../../../i18n';
import { answerMutation, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { HotelForm } from './HotelForm';

type Saving = Answering<CreateHotelMutation, CreateHotelMutationVariables>;

const GROUPS = [{ id: 1, name: 'Serendib Hotels' }];

function showForm(save?: Saving, language: Language = 'en') {
  return renderWithProviders(
    <HotelForm hotel={null} groups={GROUPS} defaultGroupId={1} onSaved={() => undefined} onCancel={() => undefined} />,
    {
      language,
      graphql: save
        ? [answerMutation<CreateHotelMutation, CreateHotelMutationVariables>(CreateHotelDocument, save)]
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

/** The refusal the BFF answers for a taken name: CONFLICT, the domain's key, the field it is about. */
const nameTaken: Saving = () =>
  refusal('CONFLICT', 'A hotel with this name already exists in the group', {
    reason: 'HOTEL_NAME_TAKEN',
    fieldErrors: [
      { field: 'name', message: 'A hotel with this name already exists in the group', reason: 'HOTEL_NAME_TAKEN' },
    ],
  });

afterEach(() => vi.restoreAllMocks());

describe('the hotel form', () => {
  it('says every required field at once when submitted empty, and sends nothing', async () => {
    const { user } = await showForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field(/^Name/)).toHaveAccessibleDescription('Required field');
    expect(field(/^Title/)).toHaveAccessibleDescription(/Required field/);
  });

  it('refuses a phone "abc" and a web address "not a url" under their fields, and sends nothing', async () => {
    const { user } = await showForm();
    await enter(user, /^Name/, 'Serendib Galle');
    await enter(user, /^Title/, 'Serendib Galle');
    await enter(user, /^Contact number/, 'abc');
    await enter(user, /^Web address/, 'not a url');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field(/^Contact number/)).toHaveAccessibleDescription('Invalid phone number');
    expect(field(/^Web address/)).toHaveAccessibleDescription('Invalid web address');
    expect(field(/^Contact number/)).toHaveFocus();
  });

  it('accepts the national and the international form of a phone number and a plain web address', async () => {
    const sent: CreateHotelMutationVariables[] = [];
    const { user } = await showForm((variables) => {
      sent.push(variables);
      return nameTaken(variables);
    });
    await enter(user, /^Name/, 'Serendib Galle');
    await enter(user, /^Title/, 'Serendib Galle');
    await enter(user, /^Contact number/, '+94 91 222 2222');
    await enter(user, /^Web address/, 'www.serendib.lk/galle');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ contactNumber: '+94 91 222 2222', webAddress: 'www.serendib.lk/galle' });
  });

  it('says a taken name under the Name field, brings it into view and focus, and shows no notice', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await showForm(nameTaken);
    await enter(user, /^Name/, 'serendib colombo');
    await enter(user, /^Title/, 'Serendib Colombo');
    await user.click(field(/^Title/));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field(/^Name/)).toHaveAccessibleDescription('A hotel with this name already exists in the group'),
    );
    expect(field(/^Name/)).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([field(/^Name/)]);
    expect(screen.queryByRole('alert'), 'no corner notice repeats it').not.toBeInTheDocument();
  });

  it("shows the server's success notice by its key, in German in German mode", async () => {
    const { user } = await showForm(
      ({ input }) => ({
        createHotel: {
          message: 'Hotel created',
          hotel: {
            ...input,
            id: 9,
            groupId: 1,
            groupTitle: 'Serendib Hotels',
            prefix: 'SGA',
            bedsPropertyId: null,
            serviceCount: 0,
            cardImage: null,
            cardLogo: null,
            sideBarImage: null,
            titleImage: null,
            headerLogo: null,
            sideBarLogo: null,
            type: input.type ?? 'HOTEL',
            address: input.address ?? '',
            contactNumber: input.contactNumber ?? '',
            email: input.email ?? '',
            contactNumbersList: input.contactNumbersList ?? [],
            vatApplicable: input.vatApplicable ?? false,
            companyRegistrationNumber: input.companyRegistrationNumber ?? '',
            companyRegistrationAddress: input.companyRegistrationAddress ?? '',
            vatNumber: input.vatNumber ?? '',
            webAddress: input.webAddress ?? '',
          },
        },
      }),
      'de',
    );
    await enter(user, /^Name/, 'Serendib Galle');
    await enter(user, /^Titel/, 'Serendib Galle');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel angelegt');
    expect(screen.queryByText('Hotel created')).not.toBeInTheDocument();
  });

  it('says the taken name in German in German mode', async () => {
    const { user } = await showForm(nameTaken, 'de');
    await enter(user, /^Name/, 'serendib colombo');
    await enter(user, /^Titel/, 'Serendib Colombo');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(field(/^Name/)).toHaveAccessibleDescription('Ein Hotel mit diesem Namen existiert in der Gruppe bereits'),
    );
  });
});
