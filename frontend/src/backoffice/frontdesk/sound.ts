// The frontdesk's sound choice, per device (localStorage): on unless staff turned it off. Browsers play
// sound only after one user gesture, so the screen asks for one tap the first time; that tap is
// remembered too, and later page loads resume the audio on the first touch anywhere instead.

const SOUND_KEY = 'frontdesk-sound';
const TAPPED_KEY = 'frontdesk-sound-tapped';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice then lasts for this page view only.
  }
}

export interface SoundSettings {
  /** Sound for new orders; on by default. */
  on: boolean;
  /** The one 'Ton aktivieren' tap has happened on this device. */
  tapped: boolean;
}

export function loadSoundSettings(): SoundSettings {
  return { on: read(SOUND_KEY) !== 'off', tapped: read(TAPPED_KEY) === '1' };
}

export function saveSoundOn(on: boolean): void {
  write(SOUND_KEY, on ? 'on' : 'off');
}

export function saveSoundTapped(): void {
  write(TAPPED_KEY, '1');
}
