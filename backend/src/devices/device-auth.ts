import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { apiKeyMatches } from '../catalog/branches/api-key.js';
import { isUuid } from '../common/ids.js';
import { DeviceAuthenticator } from '../realtime/socket-auth.js';
import { Device } from './device.entity.js';

/** Device handshakes: device id + the token shown once at creation, compared with its hash in constant time. */
@Injectable()
export class DeviceTokenAuthenticator extends DeviceAuthenticator {
  constructor(private readonly ds: DataSource) {
    super();
  }

  async authenticate(deviceId: string, token: string): Promise<{ deviceId: string } | null> {
    if (!isUuid(deviceId)) return null;
    const device = await this.ds
      .getRepository(Device)
      .createQueryBuilder('d')
      .select(['d.id'])
      .addSelect('d.tokenHash')
      .where('d.id = :deviceId', { deviceId })
      .getOne();
    return device && apiKeyMatches(token, device.tokenHash) ? { deviceId } : null;
  }
}
