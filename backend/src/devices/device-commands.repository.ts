import type { DeviceCommand } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { Device } from './device.entity.js';

/** A device's stored command (pending, acknowledged, aborted) and its last contact, bound to the caller's EntityManager. */
export class DeviceCommandsRepository {
  constructor(private readonly em: EntityManager) {}

  async storePending(deviceId: string, command: DeviceCommand): Promise<void> {
    await this.em.query(
      `UPDATE "device" SET "pendingCommand" = $2::jsonb, "commandState" = 'pending' WHERE "id" = $1`,
      [deviceId, JSON.stringify(command)],
    );
  }

  async abort(deviceId: string): Promise<void> {
    await this.em.getRepository(Device).update({ id: deviceId }, { pendingCommand: null, commandState: 'aborted' });
  }

  /** Marks the pending command acknowledged if it is still the one with `commandId`; true if it was. */
  async acknowledge(deviceId: string, commandId: string): Promise<boolean> {
    const [, affected] = (await this.em.query(
      `UPDATE "device" SET "commandState" = 'acknowledged'
        WHERE "id" = $1 AND "commandState" = 'pending' AND "pendingCommand"->>'id' = $2`,
      [deviceId, commandId],
    )) as [unknown, number];
    return affected > 0;
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
