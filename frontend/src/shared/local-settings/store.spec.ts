import { beforeEach, describe, expect, it } from '@jest/globals';
import { localSettingsStore, readLocalSettings } from './store';

beforeEach(() => {
  localStorage.clear();
  localSettingsStore.getState().reload();
});

describe('local settings (spec 3)', () => {
  it('default to on without stored values', () => {
    expect(readLocalSettings()).toEqual({ showProductData: true, showCustomerData: true });
    expect(localSettingsStore.getState().showProductData).toBe(true);
  });

  it('are stored as 1 or 0 and read back', () => {
    localSettingsStore.getState().set('showCustomerData', false);
    expect(localStorage.getItem('showCustomerData')).toBe('0');
    expect(localSettingsStore.getState().showCustomerData).toBe(false);
    expect(readLocalSettings()).toEqual({ showProductData: true, showCustomerData: false });
    localSettingsStore.getState().set('showCustomerData', true);
    expect(localStorage.getItem('showCustomerData')).toBe('1');
  });

  it('only "0" turns a setting off; another tab\'s change is picked up', () => {
    localStorage.setItem('showProductData', 'false');
    expect(readLocalSettings().showProductData).toBe(true);
    localStorage.setItem('showProductData', '0');
    window.dispatchEvent(new StorageEvent('storage', { key: 'showProductData' }));
    expect(localSettingsStore.getState().showProductData).toBe(false);
  });
});
