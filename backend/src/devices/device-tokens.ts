import type { DeviceType } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { hashApiKey, newApiKey } from '../catalog/index.js';
import { Device } from './device.entity.js';

/**
 * The device of a kind that a token belongs to (tokens carry 192 random bits, so the SHA-256 lookup
 * itself is the comparison); null for an unknown, rotated or other-kind token.
 */
export async function deviceByToken(em: EntityManager, token: string, type: DeviceType): Promise<Device | null> {
  if (!token || token.length > 200) return null;
  return em
    .getRepository(Device)
    .findOne({ where: { tokenHash: hashApiKey(token), type }, relations: { branch: true } });
}

/** A new token for a device, shown once; the old one stops working at once. */
export async function rotateDeviceToken(em: EntityManager, id: string): Promise<string> {
  const token = newApiKey();
  await em.getRepository(Device).update({ id }, { tokenHash: hashApiKey(token) });
  return token;
}
