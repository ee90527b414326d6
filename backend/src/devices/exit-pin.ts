import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>;

/** A kiosk's staff exit PIN as stored: 'scrypt$salt$hash' (a PIN has few digits, so slow and salted). */
export async function hashExitPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function exitPinMatches(pin: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, salt, hash] = (stored ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !hash || pin.length > 20) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
