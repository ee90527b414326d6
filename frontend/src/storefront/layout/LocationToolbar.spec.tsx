// Optional location toolbar (spec 2, plugin 'Toolbar'): open-location count or 'Alle Standorte
// geschlossen'; with a branch selected its name as back link and 'Geöffnet bis' ('Geöffnet' alone when open
// for the next 24 hours), the closing-soon warning or 'Geschlossen'.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { testInit } from '../test-init';
import { LocationToolbar } from './LocationToolbar';
import { setInitData } from '../../shared/api/init';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const hours = (from: string, to: string) => weekdays.map((type) => ({ type, date: null, isClosed: false, from, to }));
const branch = (identifier: string, name: string, openingHours: unknown[]) => ({
  id: `b-${identifier}`,
  identifier,
  name,
  isPublic: true,
  isEnabled: true,
  openingHours,
});
const branches = [
  branch('wien', 'Filiale Wien', hours('07:00', '18:00')),
  branch('graz', 'Filiale Graz', hours('08:00', '14:00')),
];

function renderAt(
  path: string,
  viennaTime: string,
  options: { plugin?: boolean; branches?: ReturnType<typeof branch>[] } = {},
) {
  // 2026-03-10 is a Tuesday; Vienna is UTC+1 in March.
  const [hour, minute] = viennaTime.split(':').map(Number);
  jest.setSystemTime(new Date(Date.UTC(2026, 2, 10, hour! - 1, minute!)));
  setInitData(
    testInit({ branches: options.branches ?? branches, config: { enablePluginToolbar: options.plugin ?? true } }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationToolbar />
    </MemoryRouter>,
  );
}
const bar = () => screen.queryByRole('region');

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('LocationToolbar (spec 2)', () => {
  it('is off without the Toolbar plugin', () => {
    renderAt('/', '10:00', { plugin: false });
    expect(bar()).toBeNull();
  });

  it.each([
    ['10:00', '2 Standorte geöffnet'],
    ['15:00', '1 Standort geöffnet'],
    ['20:00', 'Alle Standorte geschlossen'],
  ])('counts open locations at %s', (time, text) => {
    renderAt('/', time);
    expect(bar()?.textContent).toBe(text);
  });

  it.each([
    ['/store/wien', '10:00', 'Geöffnet bis 18:00', null],
    ['/store/wien/checkout', '17:20', 'Geöffnet bis 18:00', 'Schließt in 40 Minuten'],
    ['/shop/graz', '15:00', 'Geschlossen', null],
  ])('shows the selected branch on %s at %s', (path, time, status, warning) => {
    renderAt(path, time);
    const back = screen.getByRole('link');
    expect(back.getAttribute('href')).toBe('/');
    expect(back.textContent).toContain(path.includes('graz') ? 'Filiale Graz' : 'Filiale Wien');
    expect(screen.getByText(status)).toBeTruthy();
    if (warning) expect(screen.getByText(warning)).toBeTruthy();
    else expect(screen.queryByText(/Schließt in/)).toBeNull();
  });

  it.each([
    // Open around the clock: no closing time at midnight is claimed.
    ['/store/linz', '10:00', 'Geöffnet', null],
    ['/store/linz', '23:30', 'Geöffnet', null],
    // Closing at midnight: the end of the day reads 24:00.
    ['/store/salzburg', '10:00', 'Geöffnet bis 24:00', null],
    ['/store/salzburg', '23:30', 'Geöffnet bis 24:00', 'Schließt in 30 Minuten'],
  ])('shows %s at %s as %s', (path, time, status, warning) => {
    renderAt(path, time, {
      branches: [
        branch('linz', 'Filiale Linz', hours('00:00', '00:00')),
        branch('salzburg', 'Filiale Salzburg', hours('08:00', '00:00')),
      ],
    });
    expect(screen.getByText(status)).toBeTruthy();
    expect(screen.queryByText(/bis 00:00/)).toBeNull();
    if (warning) expect(screen.getByText(warning)).toBeTruthy();
    else expect(screen.queryByText(/Schließt in/)).toBeNull();
  });

  it('shows the branch the shop variant sells from on /shop', () => {
    renderAt('/shop', '15:00');
    // Wien is open at 15:00, Graz is not: the variant sells from the open one.
    expect(screen.getByRole('link').textContent).toContain('Filiale Wien');
    expect(screen.getByText('Geöffnet bis 18:00')).toBeTruthy();
  });
});
