// The user form submitted empty says every required field at once, the password's confirmation
// too (it used to say nothing until the password was filled in, one more press per field).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import type { PeopleScope } from '../use-people-scope';
import { UserForm } from './UserForm';

const HOTELS = [{ id: 1, name: 'Serendib Colombo', groupId: 1 }];
const GROUPS = [{ id: 1, name: 'Serendib Hotels' }];

const scope: PeopleScope = {
  scope: { kind: 'hotel', hotelId: 1 },
  hotelId: 1,
  picker: null,
  loading: false,
  error: null,
  hotelName: () => 'Serendib Colombo',
  hotels: HOTELS,
  groups: GROUPS,
  tie: { groupIds: [1], hotelIds: [], onlyHotels: null, wholeGroup: true },
};

describe('the user form submitted empty', () => {
  it('says every required field at once, the confirmation of the password too, and sends nothing', async () => {
    const { user } = await renderWithProviders(
      <UserForm
        user={null}
        viewerLevel="GROUP"
        viewerId={2}
        scope={scope}
        hotels={HOTELS}
        groups={GROUPS}
        tie={{ groupIds: [1], hotelIds: [], wholeGroup: true }}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('Required field');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('Required field');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Required field');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Required field/);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(/Required field/);
  });
});
