// What the player keeps in localStorage per device: the token, the last good manifest and menu-board
// data (to start playing after a reload while the server is down) and a running command's override.
export const keys = {
  token: (deviceId: string) => `signage-token:${deviceId}`,
  manifest: (deviceId: string) => `signage-manifest:${deviceId}`,
  boards: (deviceId: string) => `signage-boards:${deviceId}`,
  override: (deviceId: string) => `signage-override:${deviceId}`,
  screenTimes: (deviceId: string) => `signage-screen-times:${deviceId}`,
  commands: (deviceId: string) => `signage-commands:${deviceId}`,
};

export function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: playing goes on, only a reload while offline loses it.
  }
}
