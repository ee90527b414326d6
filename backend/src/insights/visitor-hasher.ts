import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_TIMEZONE, visitorHashInput, zonedParts } from '@bestell/domain';
import { InsightsRepository } from './insights.repository.js';

/**
 * Daily unique visitors without a cookie: HMAC-SHA256 under a random salt of the local day over site,
 * truncated IP and browser family, cut to 128 bits. A new day has a new salt, so the same person gets
 * a new hash and nobody can follow them across days; salts older than yesterday are deleted.
 */
@Injectable()
export class VisitorHasher {
  private readonly salts = new Map<string, Promise<Buffer>>();

  constructor(private readonly ds: DataSource) {}

  dayOf(at: Date): string {
    return zonedParts(at, DEFAULT_TIMEZONE).date;
  }

  async hash(input: { site: string; ip: string; userAgent: string }, at: Date): Promise<Buffer> {
    const salt = await this.saltOf(this.dayOf(at));
    return createHmac('sha256', salt)
      .update(visitorHashInput(input.site, input.ip, input.userAgent))
      .digest()
      .subarray(0, 16);
  }

  private saltOf(day: string): Promise<Buffer> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = new InsightsRepository(this.ds.manager).saltOf(day, randomBytes(32));
      salt.catch(() => this.salts.delete(day));
      // Only today and yesterday are ever asked for; the cache never outlives the stored salts.
      if (this.salts.size >= 2) this.salts.delete(this.salts.keys().next().value!);
      this.salts.set(day, salt);
    }
    return salt;
  }
}
