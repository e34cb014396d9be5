// The list stack as a user meets it (useList + ListScreen), on the hotel's pax list: what the list
// asks the server for as the user pages, sorts, searches (500 ms after the typing stops) and
// resets; the CSV of every page, not only the one on screen; and the buttons each level shows.

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import { PaxListDocument, type PaxListQuery, type PaxListQueryVariables } from '../../graphql/hooks.gen';
import { PaxScreen } from '../../features/room/PaxScreen';
import { answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import type { CsvColumn } from '../csv';

const csv = vi.hoisted(() => ({
  downloads: [] as { rows: readonly unknown[]; columns: readonly CsvColumn<never>[] }[],
}));
vi.mock('../csv', async (original) => ({
  ...(await original<typeof import('../csv')>()),
  downloadCsv: (file: { rows: readonly unknown[]; columns: readonly CsvColumn<never>[] }) => {
    csv.downloads.push(file);
  },
}));

afterEach(() => {
  csv.downloads.length = 0;
});

const FRONT_OFFICE = { id: 21, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };
type Pax = PaxListQuery['pax']['items'][number];

/** 60 occupancies on the server, paged, sorted and searched as the BFF would. */
const ALL: Pax[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  hotelId: 1,
  name: `Pax ${String(i + 1).padStart(2, '0')}`,
  adults: (i % 4) + 1,
  ratePercent: 100,
  active: true,
}));

function server() {
  const asked: PaxListQueryVariables[] = [];
  const handler = answerQuery<PaxListQuery, PaxListQueryVariables>(PaxListDocument, (variables) => {
    asked.push(variables);
    const found = ALL.filter((p) => !variables.name || p.name.includes(variables.name));
    const sign = variables.direction === 'DESC' ? -1 : 1;
    const field = variables.sortField ?? 'adults';
    const key = (p: Pax) => (field === 'name' ? p.name : field === 'ratePercent' ? p.ratePercent : p.adults);
    const sorted = [...found].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : a.id - b.id));
    const start = variables.page * variables.size;
    return { pax: { total: found.length, items: sorted.slice(start, start + variables.size) } };
  });
  return { asked, handler, last: () => asked.at(-1)! };
}

async function showPax(level: PermissionStatus = PermissionStatus.READ, url = '/room/pax') {
  const answers = server();
  const rendered = await renderWithProviders(<PaxScreen />, {
    url,
    session: { service: FRONT_OFFICE, grants: { ROOM: level } },
    graphql: [answers.handler],
  });
  await screen.findByRole('cell', { name: 'Pax 01' });
  return { ...rendered, ...answers };
}

describe('a list on the shared stack', () => {
  it('asks for the first page of 25, in the default sort, of the chosen hotel', async () => {
    const { last } = await showPax();
    expect(last()).toMatchObject({ hotelId: 1, page: 0, size: 25, sortField: 'adults', direction: 'ASC' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const { user, last } = await showPax();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, size: 25 }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
  });

  it('sorts by a clicked header, then the other way round', async () => {
    const { user, last } = await showPax();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortField: 'name', direction: 'ASC', page: 0 }));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortField: 'name', direction: 'DESC' }));
    expect(await screen.findByRole('cell', { name: 'Pax 60' })).toBeInTheDocument();
  });

  it('searches a column once the typing has stopped for 500 ms, and Reset filters clears it', async () => {
    const { user, asked, last } = await showPax();
    const before = asked.length;
    await user.type(screen.getByRole('textbox', { name: 'Search Name' }), 'Pax 4');
    // While the user types nothing is asked; one request goes once the typing has stopped.
    expect(asked.slice(before).some((v) => v.name)).toBe(false);
    await waitFor(() => expect(last()).toMatchObject({ name: 'Pax 4', page: 0 }), { timeout: 3000 });
    expect(
      asked
        .slice(before)
        .filter((v) => v.name)
        .map((v) => v.name),
    ).toEqual(['Pax 4']);
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    // Back to the first, unsearched page (Apollo has it already, so it may not ask again).
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search Name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  });

  it('exports every page of the current search as CSV, not only the page on screen', async () => {
    const { user } = await showPax();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv.downloads).toHaveLength(1));
    const file = csv.downloads[0]!;
    expect(file.rows).toHaveLength(60);
    expect(file.columns.map((c) => c.header)).toEqual(['Name', 'Adults', 'Share of the base rate', 'State']);
  });

  describe('shows the buttons the level allows', () => {
    const levels = [
      { level: 'READ', status: PermissionStatus.READ, add: false, edit: false, remove: false },
      { level: 'WRITE', status: PermissionStatus.WRITE, add: true, edit: true, remove: false },
      { level: 'MAINTAIN', status: PermissionStatus.MAINTAIN, add: true, edit: true, remove: true },
    ] as const;
    for (const { level, status, add, edit, remove } of levels) {
      it(level, async () => {
        await showPax(status);
        const row = screen.getByRole('cell', { name: 'Pax 01' }).closest('tr') as HTMLElement;
        expect(screen.queryByRole('button', { name: 'Create' }) !== null).toBe(add);
        expect(within(row).queryByRole('button', { name: 'Edit' }) !== null).toBe(edit);
        expect(within(row).queryByRole('button', { name: 'Delete' }) !== null).toBe(remove);
      });
    }
  });
});
