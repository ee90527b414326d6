// Spec section 5 and 8: the German message catalogue, verbatim texts and templates.
import { describe, expect, it } from '@jest/globals';
import { COMMAND_ERRORS, ORDER_ACTION_ERRORS } from './order-actions.js';
import { OWN_TEXTS } from './own-texts.js';
import { firstErrorMessage, RESOURCE_NAMES, type ResourceKey, resourceMessages } from './resources.js';
import { CHECKOUT_TEXTS, NOTICE_TEXTS, OPENING_TEXTS, STOREFRONT_TEXTS } from './storefront.js';

describe('storefront texts (spec 5, 8)', () => {
  it('renders the templates verbatim', () => {
    expect(CHECKOUT_TEXTS.minimumOrder('15,00 €')).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    );
    expect(STOREFRONT_TEXTS.uploadFailed('bild.heic')).toBe(
      'Die ausgewählte Datei "bild.heic" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
    expect(STOREFRONT_TEXTS.searchResult(2, 5)).toBe('2 von 5 Filialen werden angezeigt.');
    expect(STOREFRONT_TEXTS.pickupIn('Graz')).toBe('Abholung in Graz');
    expect(STOREFRONT_TEXTS.pickupAt({ name: 'Linz-Urfahr', city: 'Linz' })).toBe('Abholung in Linz-Urfahr');
    expect(STOREFRONT_TEXTS.pickupAt({ name: 'Bäckerei am Hauptplatz', city: 'Linz' })).toBe(
      'Abholung in Linz (Bäckerei am Hauptplatz)',
    );
    expect(STOREFRONT_TEXTS.pickupAt({ name: 'Filiale Wien', city: null })).toBe('Abholung in Filiale Wien');
    expect(NOTICE_TEXTS.reopensOnDay('Montag', '10:00')).toBe('Wir öffnen wieder am Montag um 10:00 Uhr.');
    expect(NOTICE_TEXTS.deliversAgainOnDay('Montag', '11:00')).toBe('Wir liefern wieder am Montag ab 11:00 Uhr.');
    expect(OPENING_TEXTS.hoursRange('10:00', '18:00')).toBe('10:00 bis 18:00');
    expect(OWN_TEXTS.freeDeliveryRemaining('5,00 €')).toBe('Noch 5,00 € bis zur kostenlosen Lieferung.');
    expect(OWN_TEXTS.imagesCount(1)).toBe('1 Bild');
    expect(OWN_TEXTS.imagesCount(3)).toBe('3 Bilder');
    expect(OWN_TEXTS.filesCount(1)).toBe('1 Datei');
    expect(OWN_TEXTS.filesCount(2)).toBe('2 Dateien');
    expect(OWN_TEXTS.blockStillReferenced(['/ueber-uns'])).toBe(
      'Dieser Inhalt wird noch auf der Seite /ueber-uns verwendet und kann nicht gelöscht werden.',
    );
    expect(OWN_TEXTS.blockStillReferenced(['/a', '/b'])).toBe(
      'Dieser Inhalt wird noch auf den Seiten /a, /b verwendet und kann nicht gelöscht werden.',
    );
  });

  it('keeps the order-action and command messages', () => {
    expect(Object.values(ORDER_ACTION_ERRORS)).toHaveLength(8);
    expect(ORDER_ACTION_ERRORS.changeStatus).toBe('Bestellstatus konnte nicht geändert werden.');
    expect(COMMAND_ERRORS.activityResume).toBe('Aktivität konnte nicht fortgesetzt werden');
  });
});

describe('default resource messages (spec 8)', () => {
  it.each<[ResourceKey, string, string, string]>([
    [
      'images',
      'Bilder konnten nicht geladen werden',
      'Bild konnte nicht geladen werden',
      'Bild konnte nicht erstellt werden',
    ],
    [
      'branches',
      'Filialen konnten nicht geladen werden',
      'Filiale konnte nicht geladen werden',
      'Filiale konnte nicht erstellt werden',
    ],
    [
      'data',
      'Daten konnten nicht geladen werden',
      'Daten konnten nicht geladen werden',
      'Daten konnten nicht erstellt werden',
    ],
    [
      'holiday-balances',
      'Urlaubskonten konnten nicht geladen werden',
      'Urlaubskonto konnte nicht geladen werden',
      'Urlaubskonto konnte nicht erstellt werden',
    ],
  ])('%s', (resource, loadList, loadItem, create) => {
    expect(resourceMessages(resource)).toMatchObject({ loadList, loadItem, create });
  });

  it('covers every resource of the spec list with update and delete', () => {
    expect(Object.keys(RESOURCE_NAMES)).toHaveLength(35);
    expect(resourceMessages('digital-signage-devices')).toMatchObject({
      update: 'TV konnte nicht aktualisiert werden',
      delete: 'TV konnte nicht gelöscht werden',
    });
  });

  it.each<[{ message?: string | null }[] | null, string]>([
    [
      [{ message: 'Dieser Wert sollte nicht leer sein.' }, { message: 'zweite' }],
      'Dieser Wert sollte nicht leer sein.',
    ],
    [[{ message: null }, { message: 'zweite' }], 'zweite'],
    [[], 'Standard'],
    [null, 'Standard'],
  ])('first server error of %j, else the default', (errors, expected) => {
    expect(firstErrorMessage(errors, 'Standard')).toBe(expected);
  });
});
