// What the e2e scenarios need, created through the admin API so the run is deterministic whatever the
// wall clock says: a branch open around the clock every day (with a delivery area and a minimum order)
// and a branch without any opening hours (always closed, preorders enabled).
import { addDays, zonedInstant, zonedParts } from '@bestell/domain';
import type { Json, StaffSession } from './server.js';

const TZ = 'Europe/Vienna';
const ALWAYS_OPEN = [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }];

export interface Fixtures {
  open: Json;
  closed: Json;
  products: { photoCake: Json; roll: Json };
}

/** Tomorrow in the shop's timezone: the date picker's text and 12:00 as an instant. */
export function tomorrowInVienna() {
  const date = addDays(zonedParts(new Date(), TZ).date, 1);
  const [year, month, day] = date.split('-');
  return { date, display: `${day}.${month}.${year}`, noonIso: zonedInstant(date, '12:00', TZ).toISOString() };
}

export async function createFixtures(admin: StaffSession): Promise<Fixtures> {
  const suffix = Date.now().toString(36);
  const category = await admin.post('/api/categories', { name: 'Bäckerei' });
  const product = (body: object) => admin.post('/api/products', { category: { id: category.id }, tax: '10', ...body });
  const photoCake = await product({
    name: 'Fototorte',
    description: 'Torte mit Ihrem Foto',
    price: '35.00',
    config: { parts: [{ type: 'image', name: 'Foto', optional: false }] },
  });
  const roll = await product({ name: 'Kaisersemmel', description: 'Knusprig', price: '1.00' });

  const branch = (body: object) =>
    admin.post('/api/branches', {
      isCashEnabled: true,
      isTakeawayEnabled: true,
      street: 'Hauptplatz 1',
      zipCode: '1010',
      city: 'Wien',
      phone: '+43 1 234567',
      ...body,
    });
  const open = await branch({
    identifier: `e2e-offen-${suffix}`,
    name: 'Backstube Rund um die Uhr',
    openingHours: ALWAYS_OPEN,
    isDeliveryEnabled: true,
    isDeliveryAddressRequired: true,
    deliveryAreas: [
      {
        area: 'Zone A',
        price: '3.90',
        tax: '20',
        free: false,
        minimumOrderValue: '20.00',
        freeFromOrderValue: '50.00',
        // The address's zip code picks the area (issue 40); the scenarios deliver to 1010.
        zipCodes: ['1010', '1020'],
      },
    ],
  });
  // Published with hours (issue 37: a branch goes public only with hours and products), then closed.
  const closed = await branch({
    identifier: `e2e-zu-${suffix}`,
    name: 'Backstube Betriebsurlaub',
    openingHours: ALWAYS_OPEN,
    isPreorderEnabled: true,
    closedMessage: 'Wir sind bald wieder für Sie da.',
  });
  await admin.post('/api/menus', {
    name: 'E2E Sortiment',
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: open.id }, { id: closed.id }],
    catalog: [{ category: category.id, products: [photoCake.id, roll.id] }],
  });
  await admin.put(`/api/branches/${open.id}`, { isPublic: true });
  await admin.put(`/api/branches/${closed.id}`, { isPublic: true });
  await admin.put(`/api/branches/${closed.id}`, { openingHours: [] });
  return { open, closed, products: { photoCake, roll } };
}
