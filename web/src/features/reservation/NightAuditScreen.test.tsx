// The night audit page as the desk meets it: the business date and the runs with their results; Run
// offered at RESERVATION EDIT, asked first and sent with the date shown, never at READ; a date not
// begun yet cannot be run; the empty list, a business date that failed to load with Retry, and German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  BusinessDayDocument,
  NightAuditsDocument,
  RunNightAuditDocument,
  type BusinessDayQuery,
  type BusinessDayQueryVariables,
  type NightAuditsQuery,
  type NightAuditsQueryVariables,
  type RunNightAuditMutation,
  type RunNightAuditMutationVariables,
} from '../../graphql/hooks.gen';
import type { Language } from '../../i18n';
import { answerMutation, answerQuery, refusal, type Answering } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import type { ServiceChoice } from '../../session/session';
import { NightAuditScreen } from './NightAuditScreen';

const FRONT_OFFICE: ServiceChoice = { id: 10, name: 'Lagoon Front Office', serviceType: 'HOTEL' };

const run = (over: Partial<NightAuditsQuery['nightAudits']['items'][number]> = {}) => ({
  id: 1,
  businessDate: '2026-03-09',
  trigger: 'SCHEDULER' as const,
  runBy: null,
  noShows: 2,
  expired: 1,
  nightsPosted: 17,
  startedAt: '2026-03-09T21:30:00Z',
  finishedAt: '2026-03-09T21:30:02Z',
  selfCheck: {
    ok: true,
    findingCount: 0,
    checkedAt: '2026-03-09T21:30:03Z',
  } as NightAuditsQuery['nightAudits']['items'][number]['selfCheck'],
  ...over,
});
const RUNS: NightAuditsQuery = { nightAudits: { total: 1, items: [run()] } };
const DAY: BusinessDayQuery = {
  businessDay: { hotelId: 1, businessDate: '2026-03-10', auditHour: 3, today: '2026-03-10' },
};

function showAudit(
  level: PermissionStatus,
  {
    runs = RUNS,
    day = DAY,
    ran = () => ({
      runNightAudit: { message: 'Night audit completed', nightAudit: run({ id: 2, businessDate: '2026-03-10' }) },
    }),
    language = 'en',
  }: {
    runs?: Answering<NightAuditsQuery, NightAuditsQueryVariables>;
    day?: Answering<BusinessDayQuery, BusinessDayQueryVariables>;
    ran?: Answering<RunNightAuditMutation, RunNightAuditMutationVariables>;
    language?: Language;
  } = {},
) {
  return renderWithProviders(<NightAuditScreen />, {
    language,
    session: { service: FRONT_OFFICE, grants: { RESERVATION: level } },
    graphql: [
      answerQuery<NightAuditsQuery, NightAuditsQueryVariables>(NightAuditsDocument, runs),
      answerQuery<BusinessDayQuery, BusinessDayQueryVariables>(BusinessDayDocument, day),
      answerMutation<RunNightAuditMutation, RunNightAuditMutationVariables>(RunNightAuditDocument, ran),
    ],
  });
}

describe('the night audit page', () => {
  it('shows the business date and each run with what it did; READ cannot run it', async () => {
    await showAudit(PermissionStatus.READ);
    expect(await screen.findByRole('cell', { name: '17' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Scheduler' })).toBeInTheDocument();
    // The journal's self-check after the night, linking to its page.
    expect(screen.getByRole('link', { name: 'Passed' })).toHaveAttribute('href', '/invoice/self-check');
    expect(await screen.findByTestId('business-date')).toHaveTextContent(/2026|10/);
    expect(screen.queryByRole('button', { name: 'Run night audit' })).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('03:00')).toBeDisabled();
  });

  it('EDIT runs the audit of the date shown, after asking, and lists the new run', async () => {
    const sent: RunNightAuditMutationVariables[] = [];
    let runs: NightAuditsQuery = RUNS;
    const { user } = await showAudit(PermissionStatus.WRITE, {
      runs: () => runs,
      ran: (variables) => {
        sent.push(variables);
        runs = {
          nightAudits: { total: 2, items: [run({ id: 2, businessDate: '2026-03-10', nightsPosted: 21 }), run()] },
        };
        return {
          runNightAudit: { message: 'Night audit completed', nightAudit: run({ id: 2, businessDate: '2026-03-10' }) },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run night audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the night audit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Run night audit' }));
    await waitFor(() => expect(sent).toEqual([{ hotelId: 1, businessDate: '2026-03-10' }]));
    expect(await screen.findByText('Night audit completed')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '21' })).toBeInTheDocument();
  });

  it('does not offer a run of a business date that has not begun', async () => {
    await showAudit(PermissionStatus.WRITE, {
      day: { businessDay: { ...DAY.businessDay, businessDate: '2026-03-11' } },
    });
    expect(await screen.findByRole('button', { name: 'Run night audit' })).toBeDisabled();
    expect(screen.getByText(/has not begun yet/)).toBeInTheDocument();
  });

  it('says when nothing has run yet', async () => {
    await showAudit(PermissionStatus.READ, { runs: { nightAudits: { total: 0, items: [] } } });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it("shows the server's message when the business date cannot be loaded, with Retry", async () => {
    await showAudit(PermissionStatus.WRITE, { day: refusal('FORBIDDEN', 'You do not have permission') });
    expect(await screen.findByText('The business date could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await showAudit(PermissionStatus.WRITE, { language: 'de' });
    expect(await screen.findByRole('button', { name: 'Nachtabschluss ausführen' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Zeitplan' })).toBeInTheDocument();
  });
});
