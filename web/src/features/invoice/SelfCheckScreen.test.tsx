// The self-check page: green with the series it walked; each finding listed with what is wrong and
// where (series and number, or the folio); a check that could not run shows the server's message; German.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  JournalSelfCheckDocument,
  type JournalSelfCheckQuery,
  type JournalSelfCheckQueryVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerQuery, refusal, type Answering } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import type { ServiceChoice } from '../../session/session';
import { SelfCheckScreen } from './SelfCheckScreen';

const FRONT_OFFICE: ServiceChoice = { id: 10, name: 'Lagoon Front Office', serviceType: 'HOTEL' };
type Check = JournalSelfCheckQuery['journalSelfCheck'];

const GREEN: Check = {
  hotelId: 1,
  checkedAt: '2026-03-10T21:30:00Z',
  ok: true,
  findingCount: 0,
  charges: 42,
  folios: 7,
  findings: [],
  series: [
    { series: 'INVOICE', year: 2026, documents: 12, lastNumber: 12 },
    { series: 'CREDIT_NOTE', year: 2026, documents: 2, lastNumber: 2 },
  ],
};

function show(answer: Answering<JournalSelfCheckQuery, JournalSelfCheckQueryVariables>, language: Language = 'en') {
  return renderWithProviders(<SelfCheckScreen />, {
    language,
    session: { service: FRONT_OFFICE, grants: { INVOICE: PermissionStatus.READ } },
    graphql: [answerQuery<JournalSelfCheckQuery, JournalSelfCheckQueryVariables>(JournalSelfCheckDocument, answer)],
  });
}

describe('the self-check page', () => {
  it('is green with what it checked', async () => {
    show({ journalSelfCheck: GREEN });
    expect(await screen.findByText('Everything checks out')).toBeInTheDocument();
    expect(screen.getByText(/14 documents in their series/)).toBeInTheDocument();
    expect(screen.getByText('Invoice 2026: 12')).toBeInTheDocument();
  });

  it('lists each finding with what is wrong and where', async () => {
    show({
      journalSelfCheck: {
        ...GREEN,
        ok: false,
        findingCount: 2,
        findings: [
          {
            finding: 'HASH_MISMATCH',
            series: 'INVOICE',
            year: 2026,
            recordId: 9,
            number: 'INV-2026-000009',
            expected: 'ab12',
            actual: 'cd34',
          },
          {
            finding: 'FOLIO_BALANCE',
            series: null,
            year: null,
            recordId: 4,
            number: 'Amaya Perera',
            expected: '1500.00',
            actual: '1400.00',
          },
        ],
      },
    });
    expect(await screen.findByText('2 findings')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Changed after it was issued/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Invoice INV-2026-000009' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Folio Amaya Perera (#4)' })).toBeInTheDocument();
  });

  it('shows why it could not run', async () => {
    show(refusal('FORBIDDEN', 'You do not have permission'));
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    show({ journalSelfCheck: GREEN }, 'de');
    expect(await screen.findByText('Alles stimmt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selbstprüfung' })).toBeInTheDocument();
  });
});
