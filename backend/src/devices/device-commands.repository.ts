import type { DeviceCommand } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { Device } from './device.entity.js';

/** Still waiting for the device: pending (not on a socket yet) or sent (emitted, no ack yet). */
const OPEN = `"state" IN ('pending', 'sent')`;
const UNEXPIRED = `("expiresAt" IS NULL OR "expiresAt" > now())`;

/**
 * A device's command rows (device_command) and its last contact, bound to the caller's EntityManager.
 * Every write also updates device.pendingCommand/commandState when it concerns the device's latest command,
 * in the same statement, so the device view always shows its latest command (spec 4).
 */
export class DeviceCommandsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores a new pending row and makes it the device's latest command. */
  async insert(deviceId: string, command: DeviceCommand, expiresAt: Date | null): Promise<void> {
    await this.em.query(
      `WITH row AS (
         INSERT INTO "device_command" ("id", "deviceId", "command", "state", "expiresAt", "createdAt")
         VALUES ($2, $1, $3::jsonb, 'pending', $4, clock_timestamp()) RETURNING "id")
       UPDATE "device" SET "pendingCommand" = $3::jsonb, "commandState" = 'pending'
        WHERE "id" = $1 AND EXISTS (SELECT 1 FROM row)`,
      [deviceId, command.id, JSON.stringify(command), expiresAt],
    );
  }

  async markSent(commandId: string): Promise<void> {
    await this.em.query(
      `UPDATE "device_command" SET "state" = 'sent', "sentAt" = now() WHERE "id" = $1 AND "state" = 'pending'`,
      [commandId],
    );
  }

  /** Acknowledges any open row of the device by id (not only the latest); true if one was open. */
  async acknowledge(deviceId: string, commandId: string): Promise<boolean> {
    const rows = (await this.em.query(
      `WITH row AS (
         UPDATE "device_command" SET "state" = 'acknowledged', "acknowledgedAt" = now()
          WHERE "id" = $2 AND "deviceId" = $1 AND ${OPEN} RETURNING "id"),
       latest AS (
         UPDATE "device" SET "commandState" = 'acknowledged'
          WHERE "id" = $1 AND "pendingCommand"->>'id' IN (SELECT "id"::text FROM row) RETURNING "id")
       SELECT "id" FROM row`,
      [deviceId, commandId],
    )) as { id: string }[];
    return rows.length > 0;
  }

  /**
   * Aborts the open, unexpired row `commandId`, or the device's latest open one when none is given.
   * Returns the aborted command's id, or null when there was nothing to abort.
   */
  async abort(deviceId: string, commandId: string | null): Promise<string | null> {
    const rows = (await this.em.query(
      `WITH target AS (
         SELECT "id" FROM "device_command"
          WHERE "deviceId" = $1 AND ${OPEN} AND ${UNEXPIRED} AND ($2::uuid IS NULL OR "id" = $2::uuid)
          ORDER BY "createdAt" DESC LIMIT 1 FOR UPDATE),
       row AS (
         UPDATE "device_command" c SET "state" = 'aborted' FROM target WHERE c."id" = target."id" RETURNING c."id"),
       latest AS (
         UPDATE "device" SET "pendingCommand" = NULL, "commandState" = 'aborted'
          WHERE "id" = $1 AND "pendingCommand"->>'id' IN (SELECT "id"::text FROM row) RETURNING "id")
       SELECT "id" FROM row`,
      [deviceId, commandId],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Marks the device's open rows past their expiry failed (read paths call it first). */
  async failExpired(deviceId: string): Promise<void> {
    await this.em.query(
      `WITH row AS (
         UPDATE "device_command" SET "state" = 'failed'
          WHERE "deviceId" = $1 AND ${OPEN} AND "expiresAt" <= now() RETURNING "id")
       UPDATE "device" SET "commandState" = 'failed'
        WHERE "id" = $1 AND "pendingCommand"->>'id' IN (SELECT "id"::text FROM row)`,
      [deviceId],
    );
  }

  /** Open, unexpired commands of the device, oldest first. */
  async open(deviceId: string): Promise<DeviceCommand[]> {
    const rows = (await this.em.query(
      `SELECT "command" FROM "device_command"
        WHERE "deviceId" = $1 AND ${OPEN} AND ${UNEXPIRED} ORDER BY "createdAt", "id"`,
      [deviceId],
    )) as { command: DeviceCommand }[];
    return rows.map((r) => r.command);
  }

  async touch(deviceId: string): Promise<void> {
    await this.em.getRepository(Device).update({ id: deviceId }, { lastSeenAt: new Date() });
  }

  find(deviceId: string): Promise<Device | null> {
    return this.em.getRepository(Device).findOneBy({ id: deviceId });
  }

  /** The device with its branch, as the devices endpoints answer it. */
  withBranch(deviceId: string): Promise<Device> {
    return this.em.getRepository(Device).findOneOrFail({ where: { id: deviceId }, relations: { branch: true } });
  }
}
