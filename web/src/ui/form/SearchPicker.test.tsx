// The shared search picker: it asks only after typing settles, says it is searching, offers what the
// search found (picked with the keyboard), keeps the picked record shown, and says when nothing was
// found, when more must be typed and when the search failed.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { SearchPicker, type SearchResult } from './SearchPicker';

interface Stay {
  id: number;
  ref: string;
}
const STAYS: Stay[] = [
  { id: 1, ref: 'SCB-R0001' },
  { id: 2, ref: 'SCB-R0002' },
];

/** A search answering at once from STAYS, or failing for "fail"; the texts it was asked for are kept. */
function searchOf(asked: string[]) {
  return function useStays(text: string, _context: null): SearchResult<Stay> {
    asked.push(text);
    if (text === 'fail') return { items: [], loading: false, error: new Error('down') };
    return { items: STAYS.filter((s) => s.ref.includes(text)), loading: false };
  };
}

function picker(asked: string[], onChange: (s: Stay | null) => void) {
  return (
    <SearchPicker
      label="Reservation"
      useSearch={searchOf(asked)}
      context={null}
      minChars={2}
      debounceMs={50}
      itemKey={(s) => s.id}
      itemLabel={(s) => s.ref}
      empty="No reservation found"
      typeMore="Type at least 2 characters"
      failed="The reservations could not be searched"
      onChange={onChange}
    />
  );
}

describe('SearchPicker', () => {
  it('searches once typing settles, picks with the keyboard and keeps the pick', async () => {
    const asked: string[] = [];
    const onChange = vi.fn();
    const { user } = await renderWithProviders(picker(asked, onChange));
    const field = screen.getByLabelText('Reservation', { selector: 'input' });
    await user.click(field);
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(field, 'R000');
    await waitFor(() => expect(asked).toContain('R000'));
    expect(asked).not.toContain('R0');
    expect(await screen.findByRole('option', { name: 'SCB-R0002' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(STAYS[1]);
    await waitFor(() => expect(field).toHaveValue('SCB-R0002'));
  });

  it('says when nothing was found and when the search failed', async () => {
    const { user } = await renderWithProviders(picker([], () => undefined));
    const field = screen.getByLabelText('Reservation', { selector: 'input' });
    await user.type(field, 'XYZ');
    expect(await screen.findByText('No reservation found')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'fail');
    expect(await screen.findByText('The reservations could not be searched')).toBeInTheDocument();
  });
});
