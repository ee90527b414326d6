// Issue 16 item 6: the home page plugin replaces the branch list on '/'.
import { afterEach, describe, expect, it } from '@jest/globals';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen, within } from '../../test/render';
import { BranchListPage } from '../branches/BranchListPage';
import { testInit } from '../test-init';
import { setInitData } from '../../shared/api/init';

afterEach(cleanup);

const WIEN = {
  id: 'b-wien',
  identifier: 'wien',
  name: 'Filiale Wien',
  street: 'Hauptplatz 1',
  zipCode: '1010',
  city: 'Wien',
  phone: '+43 1 234 56',
  email: 'wien@example.at',
  latitude: '48.2082',
  longitude: '16.3738',
  isPublic: true,
  isEnabled: true,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDeliveryHoursEnabled: true,
  openingHours: [{ type: 'monday', date: null, isClosed: false, from: '07:00', to: '18:00' }],
  deliveryHours: [{ type: 'friday', date: null, isClosed: false, from: '10:00', to: '14:00' }],
};
const GRAZ = { ...WIEN, id: 'b-graz', identifier: 'graz', name: 'Filiale Graz', latitude: null, longitude: null };

function show(config: Record<string, unknown>, branches: unknown[]) {
  setInitData(testInit({ config, branches }));
  render(
    <MemoryRouter>
      <BranchListPage />
    </MemoryRouter>,
  );
}

describe('home page plugin', () => {
  it('one branch: teasers (shop, phone, directions), hours with the delivery toggle, contact, place list', () => {
    show({ enablePluginHomePage: true, website: 'https://www.baeckerei.at' }, [WIEN]);
    expect(screen.getByRole('link', { name: 'Online Bestellen' }).getAttribute('href')).toBe('/store/wien');
    expect(screen.getByRole('link', { name: /Tisch reservieren/ }).getAttribute('href')).toBe('tel:+43123456');
    expect(screen.getByRole('link', { name: 'Route planen' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.2082,16.3738',
    );
    const contact = screen.getByRole('region', { name: 'Filiale Wien' });
    expect(within(contact).getByText('Montag')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'wien@example.at' })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'www.baeckerei.at' })).toBeTruthy();
    fireEvent.click(within(contact).getByRole('button', { name: 'Lieferzeiten anzeigen' }));
    expect(within(contact).getByText('Freitag')).toBeTruthy();
    expect(within(contact).queryByText('Montag')).toBeNull();
    expect(within(contact).getByRole('button', { name: 'Öffnungszeiten anzeigen' })).toBeTruthy();
    const places = screen.getByRole('region', { name: 'Standorte' });
    expect(within(places).getByRole('link', { name: 'Route zu Filiale Wien' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('PLZ / Ort')).toBeNull();
  });

  it('two branches: no teasers; a branch without coordinates gets no directions link', () => {
    show({ enablePluginHomePage: true }, [WIEN, GRAZ]);
    expect(screen.queryByRole('link', { name: 'Online Bestellen' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Filiale Graz' })).toBeTruthy();
    // Each branch block has its own order button.
    const graz = within(screen.getByRole('region', { name: 'Filiale Graz' }));
    expect(graz.getByRole('link', { name: 'Online Bestellen: Filiale Graz' }).getAttribute('href')).toBe('/store/graz');
    const wien = within(screen.getByRole('region', { name: 'Filiale Wien' }));
    expect(wien.getByRole('link', { name: /^Online Bestellen/ }).getAttribute('href')).toBe('/store/wien');
    const places = screen.getByRole('region', { name: 'Standorte' });
    expect(
      within(places)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Route zu Filiale Wien']);
  });

  it('plugin off: the branch list as before', () => {
    show({ enablePluginHomePage: false }, [WIEN, GRAZ]);
    expect(screen.queryByRole('region', { name: 'Standorte' })).toBeNull();
    expect(screen.getByText('2 von 2 Filialen werden angezeigt.')).toBeTruthy();
  });
});
