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

/** The command's own expiry (a signage payload's `expiresAt`), else none. */
function expiryOf(payload: Record<string, unknown>): Date | null {
  const at = typeof payload.expiresAt === 'string' ? new Date(payload.expiresAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * Commands to the device room. Tests and log requests are one-shot (answered or 409 with the spec's
 * text); a signage command is a device_command row: pending, sent once it reached a socket, acknowledged
 * by the device (ack callback, `device:ack` or the player's POST), failed when it expired unacknowledged,
 * aborted on request. Open rows are re-sent, oldest first, on every connect and handed out by the poll.
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

  /** Stores the command as a pending row and sends it; the device's ack marks it acknowledged. */
  async signage(device: Device, payload: Record<string, unknown>): Promise<Device> {
    const cmd = command('signage', payload);
    await this.devices().insert(device.id, cmd, expiryOf(payload));
    void this.deliver(device.id, cmd).catch((err: unknown) => this.logger.warn({ err }, 'command delivery failed'));
    return this.reload(device.id);
  }

  /**
   * Aborts `commandId`, or the device's latest open command; 422 with the spec's text when there is none.
   * A connected device is told `{ abort: id }`; an offline one never gets the aborted command re-sent.
   */
  async abort(device: Device, commandId?: string | null): Promise<Device> {
    const id = await this.devices().abort(device.id, commandId ?? null);
    if (!id) throw ApiError.validation([{ message: COMMAND_ERRORS.abort }]);
    this.send(device.id, command('signage', { abort: id })).catch(() => undefined);
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

  /** Sends to the device room if a socket is there (then 'sent'); else it waits for the connect or the poll. */
  private async deliver(deviceId: string, cmd: DeviceCommand): Promise<void> {
    const sockets = await this.gateway.io.in(ROOMS.device(deviceId)).fetchSockets();
    if (sockets.length === 0) return;
    await this.devices().markSent(cmd.id);
    const acks = await this.send(deviceId, cmd).catch(() => []); // no answer: re-sent on the next connect
    if (acks.some((a) => a?.ok)) await this.acknowledge(deviceId, cmd.id);
  }

  /** Marks the open command `commandId` of the device acknowledged (any open one, not only the latest). */
  async acknowledge(deviceId: string, commandId: string): Promise<void> {
    if (!(await this.devices().acknowledge(deviceId, commandId))) return;
    for (const listener of this.ackListeners) listener(deviceId, commandId);
  }

  /** Called after a command was acknowledged (signage tells the back office). */
  onAcknowledged(listener: (deviceId: string, commandId: string) => void): void {
    this.ackListeners.add(listener);
  }

  /** Open, unexpired commands, oldest first (the players' 10-second poll); expired ones turn failed. */
  async pending(deviceId: string): Promise<DeviceCommand[]> {
    const repo = this.devices();
    await repo.failExpired(deviceId);
    return repo.open(deviceId);
  }

  private connected(socket: RealtimeSocket): void {
    const identity = socket.data.identity;
    if (identity.kind !== 'device') return;
    const { deviceId } = identity;
    socket.on(REALTIME_EVENTS.deviceAck, (ack) => {
      if (ack && typeof ack.id === 'string') void this.acknowledge(deviceId, ack.id).catch(() => undefined);
    });
    void (async () => {
      const repo = this.devices();
      await repo.touch(deviceId);
      // Every open command, in the order it was given; one socket keeps the emit order.
      for (const cmd of await this.pending(deviceId)) {
        await repo.markSent(cmd.id);
        socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck(REALTIME_EVENTS.deviceCommand, cmd)
          .then((ack: { ok: boolean }) => (ack?.ok ? this.acknowledge(deviceId, cmd.id) : undefined))
          .catch(() => undefined);
      }
    })().catch((err: unknown) => this.logger.warn({ err }, 'device connect bookkeeping failed'));
  }
}
