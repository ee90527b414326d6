// 'Planung' on a desktop: the week grid of a branch with published and draft shifts told apart,
// a shift created from the keyboard (the form's times become Vienna instants), 'Vorwoche kopieren'
// naming what it copies, and 'Veröffentlichen' with the week's range and the counts it reports.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import PlanningPage from './PlanningPage';
import { shiftTimes } from './week-grid';
import { viewportWidth } from '../../test/viewport';

const WAIT = { timeout: 5000 };

const employee = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@sonnleitner.at`,
  roles: ['ROLE_EMPLOYEE'],
  branches: [{ id: 'wien' }],
  isEnabled: true,
});
const shift = (id: string, userId: string, name: string, date: string, isPublished: boolean) => ({
  id,
  user: { id: userId, name },
  branch: { id: 'wien' },
  department: null,
  ...shiftTimes(date, '04:00', '12:30'),
  breakMinutes: 30,
  note: '',
  isPublished,
});

let calls: ReturnType<typeof stubFetch>;

beforeEach(() => {
  viewportWidth(1280);
  useSession.setState({
    me: { id: 'admin', email: 'admin@sonnleitner.at', roles: ['ROLE_ADMIN'], branches: [] },
    checked: true,
  });
  calls = stubFetch({
    'GET /api/branches': { status: 200, body: { data: [{ id: 'wien', name: 'Wien' }] } },
    'GET /api/departments': { status: 200, body: { data: [] } },
    'GET /api/users': {
      status: 200,
      body: { data: [employee('lena', 'Lena Bauer'), employee('markus', 'Markus Huber')] },
    },
    'GET /api/working-schedules': {
      status: 200,
      body: {
        data: [
          shift('last', 'lena', 'Lena Bauer', '2026-11-17', true),
          shift('pub', 'lena', 'Lena Bauer', '2026-11-23', true),
          shift('draft', 'markus', 'Markus Huber', '2026-11-24', false),
        ],
      },
    },
    'POST /api/working-schedules': (body) => ({ status: 201, body: { data: { id: 'new', ...(body as object) } } }),
    'POST /api/working-schedules/publish': { status: 201, body: { data: { published: 1, notified: 1 } } },
    'POST /api/working-schedules/copy-week': { status: 201, body: { data: { copied: 1 } } },
  });
});
afterEach(cleanup);

async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/planning?branch=wien&week=2026-11-25']}>
        <App>
          <PlanningPage />
        </App>
      </MemoryRouter>,
    );
  });
  return screen.findByRole('grid', { name: 'Wochenplan 23.11. – 29.11.2026' }, WAIT);
}

describe('PlanningPage', () => {
  it('shows the week per person, drafts marked apart from published shifts', async () => {
    const grid = await renderPage();
    const published = within(grid).getByRole('button', { name: /^Lena Bauer, Mo, 23\.11\.: 04:00–12:30/ });
    const draft = within(grid).getByRole('button', { name: /^Markus Huber, Di, 24\.11\.: 04:00–12:30/ });
    expect(published.className).not.toContain('staff-shift-draft');
    expect(published.textContent).not.toContain('Entwurf');
    expect(draft.className).toContain('staff-shift-draft');
    expect(draft.textContent).toContain('Entwurf');
    // Last week's shift is not in this week's grid.
    expect(within(grid).getAllByRole('button', { name: /04:00–12:30/ })).toHaveLength(2);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Mitarbeiter:in',
      'Mo, 23.11.',
      'Di, 24.11.',
      'Mi, 25.11.',
      'Do, 26.11.',
      'Fr, 27.11.',
      'Sa, 28.11.',
      'So, 29.11.',
    ]);
  });

  it('creates a shift from the keyboard with the form times as Vienna instants', async () => {
    const grid = await renderPage();
    fireEvent.click(within(grid).getByRole('button', { name: 'Schicht für Lena Bauer am Di, 24.11. anlegen' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Schicht anlegen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Schicht angelegt', {}, WAIT);
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/working-schedules')!;
    expect(post.body).toEqual({
      user: { id: 'lena' },
      branch: { id: 'wien' },
      department: null,
      start: '2026-11-24T07:00:00.000Z', // 08:00 in Vienna
      end: '2026-11-24T15:30:00.000Z',
      breakMinutes: 30,
      note: '',
    });
  });

  it('copies last week after saying how many shifts it copies', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Vorwoche kopieren' }));
    expect(await screen.findByText('1 Schicht der Vorwoche in diese Woche kopieren?', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(
      await screen.findByText('1 Schicht aus der Vorwoche kopiert (noch nicht veröffentlicht).', {}, WAIT),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/working-schedules/copy-week')!.body).toEqual({
      branchId: 'wien',
      fromWeekStart: '2026-11-16',
      toWeekStart: '2026-11-23',
    });
  });

  it("publishes the week's range and reports the counts", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Veröffentlichen/ }));
    expect(await screen.findByText('1 Schicht veröffentlicht, 1 Person benachrichtigt.', {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/working-schedules/publish')!.body).toEqual({
        branchId: 'wien',
        from: '2026-11-22T23:00:00.000Z',
        to: '2026-11-29T23:00:00.000Z',
      }),
    );
  });
});
