import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  PAIRING_TEXTS,
  type PairableDeviceType,
  type PairingRequestView,
  type PairingStatusView,
} from '@bestell/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Branch, hashApiKey } from '../catalog/index.js';
import { ApiError, loadRef } from '../common/index.js';
import { DevicePairing } from './device-pairing.entity.js';
import { DeviceRepository } from './device.repository.js';
import { Device } from './device.entity.js';
import { rotateDeviceToken } from './device-tokens.js';

const PAIRING_MINUTES = 10;
// No 0/O, 1/I/L: read off a screen across the shop.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Pairing by short code for every device kind with a screen (architecture: one devices module): the
 * screen asks for a code and polls with its secret; staff enter the code, which binds it to a device;
 * the next poll hands out a fresh device token once. Signage adds its screen side in its own `pair`.
 */
@Injectable()
export class DevicePairings {
  constructor(private readonly ds: DataSource) {}

  async request(type: PairableDeviceType): Promise<PairingRequestView> {
    const secret = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + PAIRING_MINUTES * 60_000);
    const repo = this.ds.getRepository(DevicePairing);
    await new DeviceRepository(this.ds.manager).deleteOldPairings();
    for (let attempt = 0; ; attempt++) {
      const code = [...randomBytes(6)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
      try {
        const row = await repo.save(repo.create({ type, code, secretHash: sha(secret), expiresAt, deviceId: null }));
        return { id: row.id, code, secret, expiresAt: expiresAt.toISOString() };
      } catch (err) {
        if (attempt >= 4) throw err; // a code collision: try another
      }
    }
  }

  /** The screen's poll; 'paired' hands out a fresh device token once and forgets the request. */
  async status(id: string, secret: string): Promise<PairingStatusView> {
    const row = await this.ds.getRepository(DevicePairing).findOneBy({ id });
    if (!row || sha(secret) !== row.secretHash) throw ApiError.notFound();
    if (!row.deviceId) {
      return row.expiresAt.getTime() < Date.now()
        ? { status: 'expired' }
        : { status: 'waiting', expiresAt: row.expiresAt.toISOString() };
    }
    return this.ds.transaction(async (em) => {
      if (!(await new DeviceRepository(em).deletePairing(id))) throw ApiError.notFound(); // a parallel poll took it
      const token = await rotateDeviceToken(em, row.deviceId!);
      return { status: 'paired' as const, deviceId: row.deviceId!, token };
    });
  }

  /**
   * Locks the open request of `code` in the caller's transaction; 422 on 'code' for an unknown or
   * expired code. `types`: the device kinds the caller pairs (a TV's code belongs on the signage page).
   */
  async claim(
    em: EntityManager,
    code: string,
    types: readonly PairableDeviceType[],
  ): Promise<{ id: string; type: PairableDeviceType }> {
    const row = await new DeviceRepository(em).lockOpenPairing(code.trim().toUpperCase());
    if (!row) throw ApiError.validation([{ message: PAIRING_TEXTS.codeInvalid, field: 'code' }]);
    if (!types.includes(row.type)) {
      throw ApiError.validation([
        { message: row.type === 'signage' ? PAIRING_TEXTS.signageCode : PAIRING_TEXTS.codeInvalid, field: 'code' },
      ]);
    }
    return row;
  }

  async bind(em: EntityManager, pairingId: string, deviceId: string): Promise<void> {
    await new DeviceRepository(em).bindPairing(pairingId, deviceId);
  }

  /**
   * Staff entered the code of a device kind without a side of its own (a kiosk): a new device of the
   * request's kind in `branch`, or `device` (an existing one of that kind, e.g. a replaced tablet).
   */
  async pair(
    input: { code: string; branch?: { id: string }; device?: { id: string }; name?: string },
    allowed: (branchId: string) => boolean,
  ): Promise<string> {
    return this.ds.transaction(async (em) => {
      const request = await this.claim(em, input.code, ['kiosk']);
      const repo = em.getRepository(Device);
      let device: Device | null;
      if (input.device) {
        device = await repo.findOne({
          where: { id: input.device.id, type: request.type },
          relations: { branch: true },
        });
        if (!device || !allowed(device.branch.id)) throw ApiError.notFound();
        if (input.name !== undefined) await repo.update({ id: device.id }, { name: input.name });
      } else {
        const branch = input.branch ? ((await loadRef(em, Branch, input.branch, 'branch')) as Branch | null) : null;
        if (!branch) throw ApiError.validation([{ message: PAIRING_TEXTS.codeInvalid, field: 'branch' }]);
        if (!allowed(branch.id)) throw ApiError.notFound();
        device = await repo.save(
          repo.create({
            identifier: `${request.type}-${randomBytes(5).toString('hex')}`,
            type: request.type,
            name: input.name ?? '',
            branch,
            // Replaced by the token the screen picks up with its next poll.
            tokenHash: hashApiKey(randomBytes(24).toString('base64url')),
          }),
        );
      }
      await this.bind(em, request.id, device.id);
      return device.id;
    });
  }
}
