// 'Aktivitäten': the day's activities per person with pauses and German rule flags, and the live
// feed: a punch on the time clock arrives as WORKING_ACTIVITY_EVENT and shows without a reload; an
// older version or another branch's activity changes nothing; CSV/PDF links of the person's month.
import { addDays, WORKING_ACTIVITY_EVENT, type WorkingActivityListItem } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { setSocketFactory, type SocketFactory } from '../../shared/realtime';
import { fakeSocketFactory, type FakeSocket } from '../../shared/realtime/fake-socket';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import ActivitiesPage, { groupByPersonAndDay } from './ActivitiesPage';
import { todayInVienna } from './week-grid';

const WAIT = { timeout: 5000 };

function activity(over: Partial<WorkingActivityListItem> & { id: string }): WorkingActivityListItem {
  return {
    user: { id: 'markus', name: 'Markus Huber' },
    branch: { id: 'wien' },
    department: null,
    start: '2026-11-24T03:00:00.000Z', // 04:00 in Vienna
    end: '2026-11-24T10:15:00.000Z',
    pauses: [{ start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T07:10:00.000Z' }],
    state: 'off',
    workedMinutes: 425,
    projectId: null,
    taskId: null,
    project: null,
    task: null,
    sourceDevice: null,
    author: null,
    changeReason: null,
    needsReview: false,
    updatedAt: '2026-11-24T10:15:00.000Z',
    version: 1,
    day: {
      date: '2026-11-24',
      jurisdiction: 'AT',
      workedMinutes: 425,
      breakMinutes: 10,
      restMinutes: null,
      flags: [
        { type: 'break-too-short', requiredMinutes: 30, takenMinutes: 10, message: 'Pause zu kurz: 10 von 30 Minuten' },
      ],
    },
    ...over,
  };
}

let sockets: FakeSocket[];
let calls: ReturnType<typeof stubFetch>;
let previous: SocketFactory;

beforeEach(() => {
  queryClient.clear();
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  previous = setSocketFactory(fake.factory);
  useSession.setState({
    me: { id: 'admin', email: 'admin@sonnleitner.at', roles: ['ROLE_ADMIN'], branches: [] },
    checked: true,
  });
  calls = stubFetch({
    'GET /api/branches': { status: 200, body: { data: [{ id: 'wien', name: 'Wien' }] } },
    'GET /api/departments': { status: 200, body: { data: [] } },
    'GET /api/working-activities': { status: 200, body: { data: [activity({ id: 'a1' })] } },
    'PUT /api/working-activities/a1': (body) => ({ status: 200, body: { data: { id: 'a1', ...(body as object) } } }),
    'POST /api/time-sheets/lock': { status: 201, body: { data: { id: 'l1' } } },
  });
});
afterEach(() => {
  cleanup();
  setSocketFactory(previous);
});

async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/working-activities?branch=wien&day=2026-11-24']}>
        <App>
          <ActivitiesPage />
        </App>
      </MemoryRouter>,
    );
  });
}

describe('ActivitiesPage', () => {
  it('shows the day per person with pauses, the flag in German and the month downloads', async () => {
    await renderPage();
    const markus = await screen.findByRole('article', { name: /Markus Huber/ }, WAIT);
    expect(within(markus).getByText('04:00–11:15')).toBeTruthy();
    expect(within(markus).getByText('Pause 08:00–08:10')).toBeTruthy();
    expect(within(markus).getByText('Pause zu kurz: 10 von 30 Minuten')).toBeTruthy();
    expect(within(markus).getByText('Arbeitszeit 7:05 h')).toBeTruthy();
    expect(
      within(markus).getByRole('link', { name: 'Zeitnachweis Markus Huber 11/2026 als CSV' }).getAttribute('href'),
    ).toBe('/api/time-sheets/markus/2026-11.csv');
    expect(
      within(markus).getByRole('link', { name: 'Zeitnachweis Markus Huber 11/2026 als PDF' }).getAttribute('href'),
    ).toBe('/api/time-sheets/markus/2026-11.pdf');
  });

  it('adds and updates activities pushed over the socket, ignoring stale versions and other branches', async () => {
    await renderPage();
    await screen.findByRole('article', { name: /Markus Huber/ }, WAIT);
    const socket = sockets.at(-1)!;
    act(() => socket.fire('connect'));
    await screen.findByText('Live', {}, WAIT);

    // Lena clocks in on the tablet: a new, running activity of the branch.
    const lena = activity({
      id: 'a2',
      user: { id: 'lena', name: 'Lena Bauer' },
      start: '2026-11-24T05:00:00.000Z',
      end: null,
      pauses: [],
      state: 'working',
      version: 1,
      day: null,
    });
    act(() => socket.fire(WORKING_ACTIVITY_EVENT, lena));
    const article = await screen.findByRole('article', { name: /Lena Bauer/ }, WAIT);
    expect(within(article).getByText('seit 06:00 · läuft')).toBeTruthy();

    // She pauses (version 2); a late copy of version 1 must not roll that back.
    act(() =>
      socket.fire(WORKING_ACTIVITY_EVENT, {
        ...lena,
        state: 'paused',
        pauses: [{ start: '2026-11-24T08:00:00.000Z', end: null }],
        version: 2,
      }),
    );
    await waitFor(() => expect(within(article).getByText('seit 06:00 · in Pause')).toBeTruthy(), WAIT);
    act(() => socket.fire(WORKING_ACTIVITY_EVENT, lena));
    expect(within(article).getByText('seit 06:00 · in Pause')).toBeTruthy();
    expect(within(article).getByText('Pause 09:00–läuft')).toBeTruthy();

    // Another branch's or another day's activity is not this screen's.
    act(() =>
      socket.fire(
        WORKING_ACTIVITY_EVENT,
        activity({ id: 'g1', user: { id: 'eva', name: 'Eva Steiner' }, branch: { id: 'graz' } }),
      ),
    );
    act(() =>
      socket.fire(
        WORKING_ACTIVITY_EVENT,
        activity({
          id: 'old',
          user: { id: 'felix', name: 'Felix Moser' },
          start: '2026-11-20T05:00:00.000Z',
          end: '2026-11-20T12:00:00.000Z',
        }),
      ),
    );
    expect(screen.queryByText(/Eva Steiner/)).toBeNull();
    expect(screen.queryByText(/Felix Moser/)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('corrects an activity with a reason: times of the day in Vienna, the reason required', async () => {
    await renderPage();
    const markus = await screen.findByRole('article', { name: /Markus Huber/ }, WAIT);
    fireEvent.click(within(markus).getByRole('button', { name: 'Korrigieren' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    expect(await within(dialog).findByText('Bitte einen Grund für die Korrektur angeben.', {}, WAIT)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Grund der Korrektur'), {
      target: { value: 'Pause vergessen zu stempeln' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    expect(await screen.findByText('Aktivität korrigiert', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      start: '2026-11-24T03:00:00.000Z',
      end: '2026-11-24T10:15:00.000Z',
      reason: 'Pause vergessen zu stempeln',
    });
  });

  it('closes the previous month for the branch after a confirmation', async () => {
    await renderPage();
    await screen.findByRole('article', { name: /Markus Huber/ }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Monat abschließen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Abschließen' }, WAIT));
    const month = addDays(`${todayInVienna().slice(0, 7)}-01`, -1).slice(0, 7);
    expect(
      await screen.findByText(
        `Monat ${month.slice(5)}/${month.slice(0, 4)} für diese Filiale abgeschlossen.`,
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/time-sheets/lock')!.body).toEqual({ branch: 'wien', month });
  });

  it('says that it is not live while the socket is down', async () => {
    await renderPage();
    await screen.findByRole('article', { name: /Markus Huber/ }, WAIT);
    expect(screen.getByText('Offline – Aktualisierung alle 10 s')).toBeTruthy();
  });
});

describe('groupByPersonAndDay', () => {
  it('groups by person and Vienna day, days in order, names alphabetical', () => {
    const groups = groupByPersonAndDay([
      activity({ id: '1', user: { id: 'm', name: 'Markus' }, start: '2026-11-24T23:30:00.000Z' }), // 00:30 on the 25th in Vienna
      activity({ id: '2', user: { id: 'l', name: 'Lena' } }),
      activity({ id: '3', user: { id: 'm', name: 'Markus' } }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['l|2026-11-24', 'm|2026-11-24', 'm|2026-11-25']);
  });
});
