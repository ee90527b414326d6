import type { EntityManager } from 'typeorm';
import type { PairableDeviceType } from '@bestell/domain';
import { Device } from './device.entity.js';

/** Device rows outside the CRUD resource (token hash, printer address) and the pairing requests. */
export class DeviceRepository {
  constructor(private readonly em: EntityManager) {}

  /** The device with its (otherwise unselected) token hash. */
  withTokenHash(deviceId: string): Promise<Device | null> {
    return this.em
      .getRepository(Device)
      .createQueryBuilder('d')
      .select(['d.id'])
      .addSelect('d.tokenHash')
      .where('d.id = :deviceId', { deviceId })
      .getOne();
  }

  /** The oldest printer device of a branch that has an address. */
  async branchPrinterAddress(branchId: string): Promise<string | null> {
    const [device] = (await this.em.query(
      `SELECT "address" FROM "device" WHERE "branchId" = $1 AND "type" = 'printer' AND "address" IS NOT NULL
        ORDER BY "createdAt" ASC LIMIT 1`,
      [branchId],
    )) as { address: string }[];
    return device?.address ?? null;
  }

  /** Requests expired for an hour go (the table stays small). */
  async deleteOldPairings(): Promise<void> {
    await this.em.query(`DELETE FROM "device_pairing" WHERE "expiresAt" < now() - interval '1 hour'`);
  }

  /** Deletes one request; false when it was gone (a parallel poll took it). */
  async deletePairing(id: string): Promise<boolean> {
    const [, deleted] = (await this.em.query(`DELETE FROM "device_pairing" WHERE "id" = $1`, [id])) as [
      unknown,
      number,
    ];
    return deleted > 0;
  }

  /** The open request of `code`, locked in the caller's transaction. */
  async lockOpenPairing(code: string): Promise<{ id: string; type: PairableDeviceType } | undefined> {
    const [row]: { id: string; type: PairableDeviceType }[] = await this.em.query(
      `SELECT "id", "type" FROM "device_pairing"
        WHERE "code" = $1 AND "deviceId" IS NULL AND "expiresAt" > now() FOR UPDATE`,
      [code],
    );
    return row;
  }

  async bindPairing(pairingId: string, deviceId: string): Promise<void> {
    await this.em.query(`UPDATE "device_pairing" SET "deviceId" = $2, "updatedAt" = now() WHERE "id" = $1`, [
      pairingId,
      deviceId,
    ]);
  }
}
