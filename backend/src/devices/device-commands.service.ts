import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { COMMAND_ERRORS, type DeviceCommand, ORDER_ACTION_ERRORS, REALTIME_EVENTS } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/index.js';
import { RealtimeGateway, type RealtimeSocket, ROOMS } from '../realtime/index.js';
import { DeviceCommandsRepository } from './device-commands.repository.js';
import type { Device } from './device.entity.js';

/** How long a test or log request waits for the device's ack. */
const ACK_TIMEOUT_MS = 5000;

const command = (type: DeviceCommand['type'], payload: Record<string, unknown> = {}): DeviceCommand => ({
  id: randomUUID(),
  type,
  payload,
  issuedAt: new Date().toISOString(),
});

/**
 * Commands to the device room. Tests and log requests are
 * one-shot (answered or 409 with the spec's text); a signage command is stored on the device and
 * re-sent on every reconnect until the device acknowledges it (ack callback or `device:ack`).
 */
@Injectable()
export class DeviceCommands implements OnModuleInit {
  private readonly logger = new Logger('DeviceCommands');
  private readonly ackListeners = new Set<(deviceId: string, commandId: string) => void>();

  constructor(
    private readonly ds: DataSource,
    private readonly gateway: RealtimeGateway,
  ) {}

  private devices(): DeviceCommandsRepository {
    return new DeviceCommandsRepository(this.ds.manager);
  }

  onModuleInit(): void {
    this.gateway.onConnect((socket) => this.connected(socket));
  }

  /** Test notification / test print / log request: 409 with the spec's text unless a device acks. */
  async oneShot(deviceId: string, type: 'notification' | 'print' | 'request-logs'): Promise<{ acknowledged: true }> {
    const failure = type === 'request-logs' ? ORDER_ACTION_ERRORS.deviceLogs : ORDER_ACTION_ERRORS.deviceTest;
    const acks = await this.send(deviceId, command(type)).catch(() => []);
    if (!acks.some((a) => a?.ok)) throw new ApiError(409, [{ message: failure }]);
    return { acknowledged: true };
  }

  /** Stores the command as pending and sends it; the device's ack marks it acknowledged. */
  async signage(device: Device, payload: Record<string, unknown>): Promise<Device> {
    const cmd = command('signage', payload);
    await this.devices().storePending(device.id, cmd);
    this.deliver(device.id, cmd);
    return this.reload(device.id);
  }

  async abort(device: Device): Promise<Device> {
    if (device.commandState !== 'pending') throw ApiError.validation([{ message: COMMAND_ERRORS.abort }]);
    await this.devices().abort(device.id);
    // Tell a connected device to drop it; one that is offline never gets it re-sent.
    this.send(device.id, command('signage', { abort: device.pendingCommand?.id ?? null })).catch(() => undefined);
    return this.reload(device.id);
  }

  reload(id: string): Promise<Device> {
    return this.devices().withBranch(id);
  }

  private send(deviceId: string, cmd: DeviceCommand): Promise<{ ok: boolean }[]> {
    return this.gateway.io
      .in(ROOMS.device(deviceId))
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(REALTIME_EVENTS.deviceCommand, cmd) as Promise<{ ok: boolean }[]>;
  }

  private deliver(deviceId: string, cmd: DeviceCommand): void {
    this.send(deviceId, cmd)
      .then((acks) => (acks.some((a) => a?.ok) ? this.acknowledge(deviceId, cmd.id) : undefined))
      .catch(() => undefined); // not connected or no answer: re-sent on the next connect
  }

  /** Marks the pending command acknowledged if it is still the one with `commandId`. */
  async acknowledge(deviceId: string, commandId: string): Promise<void> {
    if (!(await this.devices().acknowledge(deviceId, commandId))) return;
    for (const listener of this.ackListeners) listener(deviceId, commandId);
  }

  /** Called after a command was acknowledged (signage tells the back office). */
  onAcknowledged(listener: (deviceId: string, commandId: string) => void): void {
    this.ackListeners.add(listener);
  }

  /** The stored command while it waits for its ack (the players' 10-second poll), else null. */
  async pending(deviceId: string): Promise<DeviceCommand | null> {
    const device = await this.devices().find(deviceId);
    return device?.commandState === 'pending' ? device.pendingCommand : null;
  }

  private connected(socket: RealtimeSocket): void {
    const identity = socket.data.identity;
    if (identity.kind !== 'device') return;
    const { deviceId } = identity;
    socket.on(REALTIME_EVENTS.deviceAck, (ack) => {
      if (ack && typeof ack.id === 'string') void this.acknowledge(deviceId, ack.id).catch(() => undefined);
    });
    void (async () => {
      await this.devices().touch(deviceId);
      const device = await this.devices().find(deviceId);
      if (device?.commandState === 'pending' && device.pendingCommand) {
        socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck(REALTIME_EVENTS.deviceCommand, device.pendingCommand)
          .then((ack: { ok: boolean }) => (ack?.ok ? this.acknowledge(deviceId, device.pendingCommand!.id) : undefined))
          .catch(() => undefined);
      }
    })().catch((err: unknown) => this.logger.warn({ err }, 'device connect bookkeeping failed'));
  }
}
