import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  COMMAND_ERRORS,
  type HeartbeatAnswer,
  type MenuBoardsAnswer,
  type PairingRequestView,
  type PairingStatusView,
  type PlayerHeartbeat,
  type PlayerManifest,
  resolvePlayback,
  type PlaybackResolution,
  SIGNAGE_EVENTS,
  SIGNAGE_OFFLINE_AFTER_SECONDS,
  SIGNAGE_TEXTS,
  type SignageCommand,
  type SignageDeviceCommand,
  type SignageDeviceView,
} from '@bestell/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Branch } from '../catalog/index.js';
import { ApiError, loadRef } from '../common/index.js';
import { Device, DeviceCommands, DevicePairings, deviceByToken } from '../devices/index.js';
import { RealtimeGateway, type RealtimeSocket, ROOMS } from '../realtime/index.js';
import { FileStorage } from '../storage/index.js';
import { buildManifest, contentHash, loadBranchContent } from './manifest.js';
import { Scene, SignageScreen } from './signage.entities.js';
import { SignageRepository } from './signage.repository.js';
import { newSignageDevice, SCREEN_RELATIONS, signageChanged, signageDeviceView } from './signage.resources.js';

const SWEEP_MS = 15_000;

type Emitter = { to(room: string | string[]): { emit(event: string, payload: unknown): boolean } };

/**
 * TVs at run time: manifests and their versions, heartbeats and the online state (socket or heartbeat
 * within 75 s; every change is pushed to the back office), pairing by code, commands (the devices
 * module's command rows, re-sent on reconnect and handed out by the poll) and screenshots.
 */
@Injectable()
export class SignageScreens implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SignageScreens');
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly gateway: RealtimeGateway,
    private readonly commands: DeviceCommands,
    private readonly storage: FileStorage,
    private readonly pairings: DevicePairings,
    private readonly repo: SignageRepository,
  ) {}

  private get io(): Emitter {
    return this.gateway.io as unknown as Emitter;
  }

  onModuleInit(): void {
    this.gateway.onConnect((socket) => this.connected(socket));
    this.commands.onAcknowledged((deviceId) => void this.pushDevice(deviceId).catch(() => undefined));
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  // ------------------------------------------------------------------------------------------ lookup

  screen(id: string, em: EntityManager = this.ds.manager): Promise<SignageScreen | null> {
    return em.getRepository(SignageScreen).findOne({ where: { id }, relations: SCREEN_RELATIONS });
  }

  /** Adds the signage side to a bare 'signage' device (created through /api/devices, token already shown). */
  async ensureScreen(id: string): Promise<void> {
    await this.repo.ensureScreen(id);
  }

  async view(id: string): Promise<SignageDeviceView> {
    const screen = await this.screen(id);
    if (!screen) throw ApiError.notFound();
    return signageDeviceView(screen);
  }

  /** The TV a player's bearer token belongs to; 401 otherwise. */
  async byToken(authorization: string | undefined): Promise<SignageScreen> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const device = await deviceByToken(this.ds.manager, token, 'signage');
    const screen = device ? await this.screen(device.id) : null;
    if (!screen) throw new ApiError(401, [{ message: SIGNAGE_TEXTS.pairingCodeInvalid }]);
    return screen;
  }

  // --------------------------------------------------------------------------------------- manifest

  async manifest(screen: SignageScreen): Promise<PlayerManifest> {
    const manifest = buildManifest(screen, await loadBranchContent(this.ds.manager, screen.device.branch.id));
    if (manifest.version !== screen.latestVersion) {
      await this.ds.getRepository(SignageScreen).update({ id: screen.id }, { latestVersion: manifest.version });
    }
    return manifest;
  }

  async playback(screen: SignageScreen, at: Date): Promise<PlaybackResolution> {
    const manifest = await this.manifest(screen);
    return resolvePlayback(manifest.device, at, {
      stream: manifest.stream,
      timezone: manifest.timezone,
      override: screen.override,
    });
  }

  /**
   * After a 'signage.changed' row: recompute the versions of the branch's TVs (all TVs when the change
   * was to shared content) and tell those whose version moved.
   */
  async contentChanged(branchId: string | null): Promise<void> {
    const screens = await this.ds.getRepository(SignageScreen).find({
      where: branchId ? { device: { branch: { id: branchId } } } : {},
      relations: SCREEN_RELATIONS,
    });
    const byBranch = new Map<string, SignageScreen[]>();
    for (const s of screens) byBranch.set(s.device.branch.id, [...(byBranch.get(s.device.branch.id) ?? []), s]);
    for (const [branch, list] of byBranch) {
      const content = await loadBranchContent(this.ds.manager, branch);
      for (const screen of list) {
        const { version } = buildManifest(screen, content);
        if (version === screen.latestVersion) continue;
        await this.ds.getRepository(SignageScreen).update({ id: screen.id }, { latestVersion: version });
        this.io.to(ROOMS.device(screen.id)).emit(SIGNAGE_EVENTS.manifestChanged, { version });
      }
    }
  }

  /** After a 'catalog.changed' row: every TV with a menu board re-fetches its data. */
  async catalogChanged(): Promise<void> {
    const rows = await this.repo.screensWithBranch();
    const at = new Date().toISOString();
    for (const r of rows) {
      this.io.to(ROOMS.device(r.id)).emit(SIGNAGE_EVENTS.menuBoardChanged, { branchId: r.branchId, at });
    }
  }

  async menuBoards(screen: SignageScreen): Promise<MenuBoardsAnswer> {
    const content = await loadBranchContent(this.ds.manager, screen.device.branch.id);
    const currency = await this.repo.shopCurrency();
    const boards: MenuBoardsAnswer['boards'] = {};
    for (const scene of Object.values(content.scenes)) {
      for (const zone of scene.zones) {
        if (zone.kind !== 'menu-board') continue;
        boards[`${scene.id}/${zone.id}`] = await this.repo.menuBoard(screen.device.branch.id, zone, currency);
      }
    }
    // Without generatedAt, so equal data gives an equal version.
    const version = contentHash(Object.entries(boards).map(([k, b]) => [k, b.categories]));
    return { version, boards };
  }

  // ------------------------------------------------------------------------------ heartbeat, online

  async heartbeat(screen: SignageScreen, beat: PlayerHeartbeat): Promise<HeartbeatAnswer> {
    const changed = await this.repo.heartbeat(screen.id, beat);
    // The back office's 'läuft gerade' and version follow the TV: pushed when online state, item or version change.
    if (changed) await this.pushDevice(screen.id);
    const latest = screen.latestVersion ?? (await this.manifest(screen)).version;
    return { latestVersion: latest, commands: await this.pendingCommands(screen.id) };
  }

  private async setOnline(id: string, online: boolean): Promise<void> {
    if (await this.repo.setOnline(id, online)) await this.pushDevice(id);
  }

  /** Tells the back office of the TV's branch (and admins) the TV as it is now. */
  async pushDevice(id: string): Promise<void> {
    const screen = await this.screen(id);
    if (screen) this.emitDevice(screen.device.branch.id, signageDeviceView(screen));
  }

  private emitDevice(branchId: string, view: SignageDeviceView): void {
    this.io.to([ROOMS.backoffice(branchId), ROOMS.backofficeAll]).emit(SIGNAGE_EVENTS.deviceUpdated, view);
  }

  private connected(socket: RealtimeSocket): void {
    const identity = socket.data.identity;
    if (identity.kind !== 'device') return;
    const { deviceId } = identity;
    void (async () => {
      const screen = await this.screen(deviceId);
      if (!screen) return;
      // The server picks the pickup room from the device's branch, never from the client.
      await socket.join(ROOMS.pickup(screen.device.branch.id));
      socket.on('disconnect', () => void this.disconnected(deviceId).catch(() => undefined));
      await this.setOnline(deviceId, true);
      // Also the signal that the socket is in all its rooms.
      const version = screen.latestVersion ?? (await this.manifest(screen)).version;
      (socket as unknown as { emit(e: string, p: unknown): void }).emit(SIGNAGE_EVENTS.manifestChanged, { version });
    })().catch((err: unknown) => this.logger.warn({ err }, 'signage connect bookkeeping failed'));
  }

  private async disconnected(deviceId: string): Promise<void> {
    // Another socket of the same TV (a reload racing the old tab) keeps it online.
    const left = await this.gateway.io.in(ROOMS.device(deviceId)).fetchSockets();
    if (left.length === 0) await this.setOnline(deviceId, false);
  }

  /** TVs without socket and without a heartbeat for 75 s go offline; connected sockets count as heartbeat. */
  async sweep(): Promise<void> {
    if (!this.gateway.ready) return;
    const local = await this.gateway.io.local.fetchSockets();
    const connected = local.flatMap((s) => (s.data.identity?.kind === 'device' ? [s.data.identity.deviceId] : []));
    if (connected.length) await this.repo.touch(connected);
    const stale = await this.repo.markStale(SIGNAGE_OFFLINE_AFTER_SECONDS);
    for (const id of stale) await this.pushDevice(id);
  }

  // --------------------------------------------------------------------------------------- commands

  /** Validates the command against the TV, stores it (devices' persisted command) and sends it. */
  async command(screen: SignageScreen, command: SignageCommand): Promise<SignageDeviceView> {
    const minutes = 'minutes' in command ? command.minutes : 0;
    const now = Date.now();
    if (command.type === 'show-scene') {
      const scene = await this.ds
        .getRepository(Scene)
        .findOne({ where: { id: command.scene.id }, relations: { branch: true } });
      if (!scene || (scene.branch && scene.branch.id !== screen.device.branch.id)) {
        throw ApiError.validation([
          { message: COMMAND_ERRORS.execute },
          { message: SIGNAGE_TEXTS.sceneMissing, field: 'command.scene' },
        ]);
      }
    }
    // The server keeps what the TV should show, so the preview and a reloaded player agree.
    const until = new Date(now + minutes * 60_000).toISOString();
    const patch: Partial<Pick<SignageScreen, 'override' | 'screenTimes'>> = {};
    if (command.type === 'show-scene') patch.override = { sceneId: command.scene.id, until };
    if (command.type === 'show-message') patch.override = { message: command.text, until };
    if (command.type === 'back-to-schedule') patch.override = null;
    if (command.type === 'screen-times') patch.screenTimes = command.screenTimes;
    if (Object.keys(patch).length) await this.ds.getRepository(SignageScreen).update({ id: screen.id }, patch);
    // Stale commands are dropped by the player (a show-scene for 5 minutes is useless an hour later).
    const expiresAt = new Date(now + Math.max(minutes, 60) * 60_000).toISOString();
    try {
      await this.commands.signage(screen.device, { ...command, expiresAt });
    } catch (err) {
      this.logger.warn({ err }, 'signage command failed');
      throw ApiError.validation([{ message: COMMAND_ERRORS.execute }]);
    }
    if (command.type === 'screen-times') await this.ds.transaction((em) => signageChanged(em, screen.device.branch.id));
    return this.answer(screen.id);
  }

  /** Aborts `commandId` (an open command of the TV), or its latest open one. */
  async abort(screen: SignageScreen, commandId?: string): Promise<SignageDeviceView> {
    await this.commands.abort(screen.device, commandId);
    return this.answer(screen.id);
  }

  /** The TV after a command: the caller's answer and the same view to the back office. */
  private async answer(id: string): Promise<SignageDeviceView> {
    const screen = await this.screen(id);
    if (!screen) throw ApiError.notFound();
    const view = signageDeviceView(screen);
    this.emitDevice(screen.device.branch.id, view);
    return view;
  }

  /** Every unacknowledged, unexpired command, oldest first (poll and heartbeat); expired ones turn failed. */
  async pendingCommands(deviceId: string): Promise<SignageDeviceCommand[]> {
    return (await this.commands.pending(deviceId)) as unknown as SignageDeviceCommand[];
  }

  async acknowledge(deviceId: string, commandId: string): Promise<void> {
    await this.commands.acknowledge(deviceId, commandId);
  }

  // ---------------------------------------------------------------------------------------- pairing

  // Pairing by code lives in the devices module (one for TVs and kiosks); the TV keeps its endpoints.

  requestPairing(): Promise<PairingRequestView> {
    return this.pairings.request('signage');
  }

  /** The TV's poll; 'paired' hands out a fresh device token once and forgets the request. */
  pairingStatus(id: string, secret: string): Promise<PairingStatusView> {
    return this.pairings.status(id, secret);
  }

  /** Staff entered the code: binds it to the TV (an existing one, or a new one of `branch`). */
  async pair(
    input: {
      code: string;
      device?: { id: string };
      branch?: { id: string };
      name?: string;
      stream?: { id: string } | null;
    },
    allowed: (branchId: string) => boolean,
  ): Promise<SignageDeviceView> {
    const id = await this.ds.transaction(async (em) => {
      const row = await this.pairings.claim(em, input.code, ['signage']);
      let screen: SignageScreen | null;
      if (input.device) {
        screen = await this.screen(input.device.id, em);
        if (!screen || !allowed(screen.device.branch.id)) throw ApiError.notFound();
      } else {
        const branch = (await loadRef(em, Branch, input.branch, 'branch')) as Branch | null;
        if (!branch) throw ApiError.validation([{ message: SIGNAGE_TEXTS.pairingCodeInvalid, field: 'branch' }]);
        if (!allowed(branch.id)) throw ApiError.notFound();
        const device: Device = await newSignageDevice(em, branch, input.name ?? '');
        screen = em.getRepository(SignageScreen).create({ id: device.id, device });
      }
      screen.paired = true;
      if (input.name !== undefined && input.device) screen.device.name = input.name;
      if (input.stream !== undefined)
        screen.stream = input.stream ? ({ id: input.stream.id } as SignageScreen['stream']) : null;
      await em.getRepository(SignageScreen).save(screen);
      if (input.device && input.name !== undefined) await em.getRepository(Device).save(screen.device);
      await this.pairings.bind(em, row.id, screen.id);
      await signageChanged(em, screen.device.branch.id);
      return screen.id;
    });
    return this.view(id);
  }

  // ------------------------------------------------------------------------------------ screenshots

  async saveScreenshot(screen: SignageScreen, bytes: Buffer): Promise<{ url: string }> {
    const key = `signage/screenshots/${screen.id}.png`;
    await this.storage.put(key, bytes);
    const at = new Date();
    await this.ds.getRepository(SignageScreen).update({ id: screen.id }, { screenshotKey: key, screenshotAt: at });
    await this.pushDevice(screen.id);
    return { url: `/api/signage/screenshots/${screen.id}/${at.getTime()}.png` };
  }

  async screenshot(id: string): Promise<Buffer | null> {
    const screen = await this.ds.getRepository(SignageScreen).findOneBy({ id });
    return screen?.screenshotKey ? this.storage.get(screen.screenshotKey) : null;
  }
}
