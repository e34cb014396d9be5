// useBusinessDate: the front office's today is the hotel's business date from the server (moved by
// the night audit), not the calendar day; nothing until it is known.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hotel/domain';
import { answerBusinessDay } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { useBusinessDate } from './use-business-date';

function Shown({ hotelId }: { hotelId: number }) {
  const date = useBusinessDate(hotelId);
  return <output aria-label="business date">{date ?? 'unknown'}</output>;
}

describe('useBusinessDate', () => {
  it("answers the hotel's business date once the night audit moved it past the calendar day", async () => {
    const ahead = addDays(todayIn(), 1);
    await renderWithProviders(<Shown hotelId={1} />, { graphql: [answerBusinessDay(ahead)] });
    expect(screen.getByLabelText('business date').textContent).toBe('unknown');
    expect(await screen.findByText(ahead)).toBeTruthy();
  });
});
