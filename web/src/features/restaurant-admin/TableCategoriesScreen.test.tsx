// The admin list pattern as a user meets it, on the table categories list: the buttons each
// permission level shows (core §6: READ view, WRITE add/view/edit, MAINTAIN everything,
// NO_PERMISSION nothing) and the loading, empty and error states with their retry.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  AdminTableCategoriesDocument,
  type AdminTableCategoriesQuery,
  type AdminTableCategoriesQueryVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerQuery, refusal, type Answering } from '../../test-utils/graphql';
import { TEST_RESTAURANT } from '../../test-utils/session';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { TableCategoriesScreen } from './TableCategoriesScreen';

const TWO_CATEGORIES: AdminTableCategoriesQuery = {
  tableCategories: {
    total: 2,
    items: [
      { id: 1, name: 'Indoor', tableCount: 6 },
      { id: 2, name: 'Terrace', tableCount: 4 },
    ],
  },
};
const NONE: AdminTableCategoriesQuery = { tableCategories: { total: 0, items: [] } };

function showCategories(
  level: PermissionStatus,
  answer: Answering<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>,
  { language = 'en', url = '/' }: { language?: Language; url?: string } = {},
) {
  return renderWithProviders(<TableCategoriesScreen />, {
    language,
    url,
    session: { service: TEST_RESTAURANT, grants: { TABLE_CATEGORY: level } },
    graphql: [
      answerQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument, answer),
    ],
  });
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the buttons of a list follow the permission level', () => {
  const levels = [
    { level: 'READ', status: PermissionStatus.READ, add: false, edit: false, remove: false },
    { level: 'WRITE', status: PermissionStatus.WRITE, add: true, edit: true, remove: false },
    { level: 'MAINTAIN', status: PermissionStatus.MAINTAIN, add: true, edit: true, remove: true },
    { level: 'NO_PERMISSION', status: PermissionStatus.NO_PERMISSION, add: false, edit: false, remove: false },
  ] as const;

  for (const { level, status, add, edit, remove } of levels) {
    const shown = (yes: boolean) => (yes ? 'shows' : 'hides');
    it(`${level}: ${shown(add)} Create, ${shown(edit)} Edit, ${shown(remove)} Delete`, async () => {
      await showCategories(status, TWO_CATEGORIES);
      await screen.findByRole('cell', { name: 'Indoor' });

      expect(screen.queryByRole('button', { name: 'Create' }) !== null).toBe(add);
      for (const name of ['Indoor', 'Terrace']) {
        const buttons = within(row(name));
        expect(buttons.queryByRole('button', { name: 'Edit' }) !== null).toBe(edit);
        expect(buttons.queryByRole('button', { name: 'Delete' }) !== null).toBe(remove);
      }
      // operations §6: without EDIT and DELETE the Actions column is removed.
      expect(screen.queryByRole('columnheader', { name: 'Actions' }) !== null).toBe(edit || remove);
    });
  }

  it('WRITE opens the create form from Create and the edit form from a row', async () => {
    const { user } = await showCategories(PermissionStatus.WRITE, TWO_CATEGORIES);
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Add table category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(row('Terrace')).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit table category' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Terrace');
  });

  it('names the buttons in the language chosen', async () => {
    await showCategories(PermissionStatus.MAINTAIN, TWO_CATEGORIES, { language: 'de' });
    await screen.findByRole('cell', { name: 'Indoor' });

    expect(screen.getByRole('button', { name: 'Erstellen' })).toBeInTheDocument();
    expect(within(row('Indoor')).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(row('Indoor')).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });

  it('MAINTAIN asks before deleting, naming the row', async () => {
    const { user } = await showCategories(PermissionStatus.MAINTAIN, TWO_CATEGORIES);
    await screen.findByRole('cell', { name: 'Terrace' });
    await user.click(within(row('Terrace')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete “Terrace”? This cannot be undone.')).toBeInTheDocument();
  });
});

describe('the states of a list', () => {
  it('shows the list as busy until the rows arrive', async () => {
    let deliver: (answer: AdminTableCategoriesQuery) => void = () => undefined;
    const pending = new Promise<AdminTableCategoriesQuery>((resolve) => (deliver = resolve));
    await showCategories(PermissionStatus.READ, () => pending);

    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('cell', { name: 'Indoor' })).not.toBeInTheDocument();

    deliver(TWO_CATEGORIES);
    expect(await screen.findByRole('cell', { name: 'Indoor' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('says the list is empty, offering Create to whoever may add', async () => {
    await showCategories(PermissionStatus.WRITE, NONE);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('Entries you create will be listed here.')).toBeInTheDocument();
    // One Create in the toolbar, one in the empty state.
    expect(screen.getAllByRole('button', { name: 'Create' })).toHaveLength(2);
  });

  it('says nothing has been recorded to whoever may only read', async () => {
    await showCategories(PermissionStatus.READ, NONE);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('searches what the address names, and Reset filters lists everything again', async () => {
    const searched = ({ name }: AdminTableCategoriesQueryVariables): AdminTableCategoriesQuery => {
      const items = TWO_CATEGORIES.tableCategories.items.filter((item) => !name || item.name.startsWith(name));
      return { tableCategories: { total: items.length, items } };
    };
    const { user } = await showCategories(PermissionStatus.READ, searched, { url: '/?name=Terr' });

    expect(await screen.findByRole('cell', { name: 'Terrace' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Indoor' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search Name' })).toHaveValue('Terr');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));

    expect(await screen.findByRole('cell', { name: 'Indoor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search Name' })).toHaveValue('');
  });

  it('says Not found when a search matches nothing', async () => {
    await showCategories(PermissionStatus.WRITE, NONE, { url: '/?name=Garden' });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and Retry loads it again", async () => {
    let calls = 0;
    const { user } = await showCategories(PermissionStatus.READ, () =>
      ++calls === 1 ? refusal('INTERNAL', 'The restaurant service did not answer') : TWO_CATEGORIES,
    );

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('The restaurant service did not answer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Indoor' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('An error occurred')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });
});
