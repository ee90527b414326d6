import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../shared/api/client';
import { commandErrorMessage, resourceErrorMessage } from './errors';

describe('resourceErrorMessage (spec 8)', () => {
  it('prefers the first server message', () => {
    const error = new ApiError(422, [
      { message: '' },
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'name' },
    ]);
    expect(resourceErrorMessage('products', 'create', error)).toBe('Dieser Wert sollte nicht leer sein.');
  });

  it('falls back to the German default of the resource and operation', () => {
    const empty = new ApiError(500, []);
    expect(resourceErrorMessage('products', 'loadList', empty)).toBe('Produkte konnten nicht geladen werden');
    expect(resourceErrorMessage('products', 'create', empty)).toBe('Produkt konnte nicht erstellt werden');
    expect(resourceErrorMessage('branches', 'update', new Error('x'))).toBe('Filiale konnte nicht aktualisiert werden');
    expect(resourceErrorMessage('menus', 'delete', undefined)).toBe('Produktkatalog konnte nicht gelöscht werden');
  });

  it('does not show the client offline placeholder as a server message', () => {
    const offline = new ApiError(0, [{ message: 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.' }]);
    expect(resourceErrorMessage('tags', 'loadList', offline)).toBe('Tags konnten nicht geladen werden');
  });

  it('applies the same rule to order actions', () => {
    expect(commandErrorMessage(new ApiError(409, []), 'Beleg konnte nicht gedruckt werden.')).toBe(
      'Beleg konnte nicht gedruckt werden.',
    );
    expect(commandErrorMessage(new ApiError(409, [{ message: 'Nicht möglich.' }]), 'x')).toBe('Nicht möglich.');
  });
});

describe('resourceErrorMessage without a server body', () => {
  it('uses the default instead of the client placeholder', () => {
    const placeholder = new ApiError(500, [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]);
    expect(resourceErrorMessage('products', 'update', placeholder)).toBe('Produkt konnte nicht aktualisiert werden');
  });
});
