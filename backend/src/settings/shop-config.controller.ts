import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { z } from 'zod';
import { Admin } from '../auth/index.js';
import { ApiTags, Contract, defineRoute, parseInput } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { shopConfigSchema } from './shop-config.schema.js';
import { ShopConfigService, shopConfigView as viewOf } from './shop-config.service.js';

/**
 * The config as GET answers it: every key of the schema plus its last change and spec 9's version and
 * environment. A column added to the entity without a schema key fails the contract tests (closed object).
 */
const shopConfigView = shopConfigSchema
  .required()
  .extend({
    updatedAt: z.iso.datetime({ offset: true }),
    appVersion: z.string(),
    environment: z.string(),
    smsAvailable: z.boolean().meta({
      description: 'Whether an SMS transport is configured; without it customers are offered e-mail only.',
    }),
  })
  .meta({ id: 'ShopConfig', description: 'Shop-wide settings (spec 3 "Config").' });
const R = {
  get: defineRoute({ tags: ['config'], summary: 'The shop configuration', responses: { 200: shopConfigView } }),
  update: defineRoute({
    tags: ['config'],
    summary: 'Change any subset of the configuration (admin)',
    description: '`appVersion`, `environment` and `smsAvailable` from a GET may be sent back; they are ignored.',
    body: shopConfigSchema.extend({
      appVersion: z.string().optional(),
      environment: z.string().optional(),
      smsAvailable: z.boolean().optional(),
    }),
    responses: { 200: shopConfigView },
  }),
};

@ApiTags('config')
@Controller('api/config')
export class ShopConfigController {
  constructor(
    private readonly config: ShopConfigService,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  private get server() {
    return { smsAvailable: this.app?.jobs.sms.transport !== 'none' };
  }

  @Get()
  @Contract(R.get)
  async get() {
    return viewOf(await this.config.get(), this.server);
  }

  @Post()
  @HttpCode(200)
  @Contract(R.update)
  @Admin()
  async update(@Body() body: unknown) {
    // The answer's derived keys (spec 9 version and environment) may come back with a saved GET; never stored.
    const { appVersion: _v, environment: _e, smsAvailable: _s, ...rest } = (body ?? {}) as Record<string, unknown>;
    const input = parseInput(shopConfigSchema, body && typeof body === 'object' && !Array.isArray(body) ? rest : body);
    return viewOf(await this.config.update(input as never), this.server);
  }
}
