import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { apiKeyMatches } from '../catalog/index.js';
import { isUuid } from '../common/index.js';
import { DeviceAuthenticator, SocketAuthenticator } from '../realtime/index.js';
import { DeviceRepository } from './device.repository.js';

/** Device handshakes: device id + the token shown once at creation, compared with its hash in constant time. */
@Injectable()
export class DeviceTokenAuthenticator extends DeviceAuthenticator {
  constructor(
    private readonly ds: DataSource,
    sockets: SocketAuthenticator,
  ) {
    super();
    sockets.useDevices(this);
  }

  async authenticate(deviceId: string, token: string): Promise<{ deviceId: string } | null> {
    if (!isUuid(deviceId)) return null;
    const device = await new DeviceRepository(this.ds.manager).withTokenHash(deviceId);
    return device && apiKeyMatches(token, device.tokenHash) ? { deviceId } : null;
  }
}
