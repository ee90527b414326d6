// Local display settings (spec 3 "Local settings", spec 9): showProductData and showCustomerData,
// default on, kept per device in localStorage as '1' or '0'. Client state, so a small zustand store.
import { create } from 'zustand';

export type LocalSettingKey = 'showProductData' | 'showCustomerData';
export type LocalSettings = Record<LocalSettingKey, boolean>;

export const LOCAL_SETTING_KEYS: readonly LocalSettingKey[] = ['showProductData', 'showCustomerData'];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode): the defaults apply
  }
}

/** '0' turns a setting off; anything else (missing, '1', garbage) is the default, on. */
export function readLocalSettings(store: Pick<Storage, 'getItem'> | null = storage()): LocalSettings {
  const read = (key: LocalSettingKey) => store?.getItem(key) !== '0';
  return { showProductData: read('showProductData'), showCustomerData: read('showCustomerData') };
}

interface LocalSettingsState extends LocalSettings {
  set(key: LocalSettingKey, value: boolean): void;
  /** Re-reads localStorage (another tab changed it). */
  reload(): void;
}

export const localSettingsStore = create<LocalSettingsState>()((set) => ({
  ...readLocalSettings(),
  set: (key, value) => {
    try {
      storage()?.setItem(key, value ? '1' : '0');
    } catch {
      // quota or blocked storage: the setting still applies until reload
    }
    set({ [key]: value } as Partial<LocalSettings>);
  },
  reload: () => set(readLocalSettings()),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (LOCAL_SETTING_KEYS as readonly string[]).includes(event.key))
      localSettingsStore.getState().reload();
  });
}

export const useLocalSetting = (key: LocalSettingKey): boolean => localSettingsStore((state) => state[key]);
