// The guest list as the desk meets it: asked by first name ascending unless sorted otherwise, the
// guest-type filter in the request, the Excel button saving the server's file for the current search,
// the buttons by the GUEST level, and the profile with its stays opened from a row.

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  GuestDocument,
  GuestSpreadsheetDocument,
  GuestsDocument,
  type GuestQuery,
  type GuestQueryVariables,
  type GuestSpreadsheetQuery,
  type GuestSpreadsheetQueryVariables,
  type GuestsQuery,
  type GuestsQueryVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import * as csv from '../../ui/csv';
import { GuestsScreen } from './GuestsScreen';

const FRONT_OFFICE = { id: 12, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };

const guest = (id: number, firstName: string, lastName: string, guestType: 'INDIVIDUAL' | 'VIP' = 'INDIVIDUAL') => ({
  id,
  hotelId: 1,
  firstName,
  lastName,
  idNumber: `90${id}V`,
  nationality: 'Sri Lankan',
  email: `${firstName.toLowerCase()}@example.lk`,
  phoneNumber: '0771234567',
  address: '1 Galle Road',
  city: 'Colombo',
  guestType,
  hasPassportImage: false,
  stayCount: id === 1 ? 1 : 0,
});

const LIST: GuestsQuery = {
  guests: { total: 2, items: [guest(1, 'Amara', 'Perera'), guest(2, 'Bashi', 'Silva', 'VIP')] },
};

const PROFILE: GuestQuery = {
  guest: {
    ...guest(1, 'Amara', 'Perera'),
    passportImage: null,
    stays: [
      {
        reservationId: 44,
        refNumber: 'SCB-000044',
        status: 'CHECKED_OUT',
        checkInDate: '2030-01-10',
        checkOutDate: '2030-01-12',
        roomNos: '301',
        currency: 'LKR',
        total: 52000,
      },
    ],
  },
};

afterEach(() => vi.restoreAllMocks());

function showGuests(
  level: PermissionStatus,
  seen: GuestsQueryVariables[] = [],
  { language = 'en', url = '/' }: { language?: Language; url?: string } = {},
) {
  return renderWithProviders(<GuestsScreen />, {
    language,
    url,
    session: { service: FRONT_OFFICE, grants: { GUEST: level, RESERVATION: level } },
    graphql: [
      answerQuery<GuestsQuery, GuestsQueryVariables>(GuestsDocument, (variables) => {
        seen.push(variables);
        return LIST;
      }),
      answerQuery<GuestQuery, GuestQueryVariables>(GuestDocument, PROFILE),
      answerQuery<GuestSpreadsheetQuery, GuestSpreadsheetQueryVariables>(GuestSpreadsheetDocument, (variables) => ({
        guestSpreadsheet: {
          filename: 'guests.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          base64: btoa(`PK${JSON.stringify(variables)}`),
        },
      })),
    ],
  });
}

describe('the guest list', () => {
  it('asks for guests by first name ascending and shows them', async () => {
    const seen: GuestsQueryVariables[] = [];
    await showGuests(PermissionStatus.WRITE, seen);
    expect(await screen.findByRole('cell', { name: 'Amara' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VIP' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ hotelId: 1, page: 0, size: 25, sortField: 'firstName', direction: 'ASC' });
  });

  it('sends the guest-type filter of the URL and saves the Excel file of that search', async () => {
    const seen: GuestsQueryVariables[] = [];
    const saved = vi.spyOn(csv, 'downloadBlob').mockImplementation(() => undefined);
    const { user } = await showGuests(PermissionStatus.READ, seen, { url: '/?guestType=VIP&city=Col' });
    await screen.findByRole('cell', { name: 'Amara' });
    expect(seen.at(-1)).toMatchObject({ guestType: 'VIP', city: 'Col' });

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toBe('guests.xlsx');
    expect(blob.type).toMatch(/spreadsheetml/);
    const text = await blob.text();
    expect(text.startsWith('PK')).toBe(true);
    expect(JSON.parse(text.slice(2))).toMatchObject({ guestType: 'VIP', city: 'Col', sortField: 'firstName' });
  });

  it('READ shows no Create button', async () => {
    await showGuests(PermissionStatus.READ);
    await screen.findByRole('cell', { name: 'Amara' });
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('opens the profile with its stays from a row', async () => {
    const { user } = await showGuests(PermissionStatus.WRITE);
    const row = (await screen.findByRole('cell', { name: 'Amara' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit guest' });
    expect(await within(dialog).findByRole('textbox', { name: /First name/ })).toHaveValue('Amara');
    expect(within(dialog).getByText('SCB-000044')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await showGuests(PermissionStatus.WRITE, [], { language: 'de' });
    expect(await screen.findByRole('columnheader', { name: /Vorname/ })).toBeInTheDocument();
  });
});
