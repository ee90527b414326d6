import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { setCspTrackingSource } from '../common/index.js';
import { ShopConfigService } from '../settings/index.js';

/**
 * The page CSP follows the shop config's tracking ids (issue 20): a configured tag manager or pixel is
 * allowed on storefront pages (it still loads only after consent), nothing is when the ids are empty.
 * The config is cached by ShopConfigService and cleared on every change.
 */
@Injectable()
export class CspTracking implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: ShopConfigService,
  ) {}

  onModuleInit(): void {
    // The worker process has no HTTP server: nothing to do there.
    const server = this.adapterHost.httpAdapter?.getInstance() as Express | undefined;
    if (!server?.locals) return;
    setCspTrackingSource(server, async () => {
      const c = await this.config.get();
      return {
        googleTagManagerId: c.googleTagManagerId,
        facebookPixelId: c.facebookPixelId,
        mapStyle: c.enablePluginMapbox ? c.mapStyle : '',
      };
    });
  }
}
