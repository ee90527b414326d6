import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Admin } from '../auth/index.js';
import { parseInput } from '../common/index.js';
import { shopConfigSchema } from './shop-config.schema.js';
import { ShopConfigService, shopConfigView } from './shop-config.service.js';

@ApiTags('config')
@Controller('api/config')
export class ShopConfigController {
  constructor(private readonly config: ShopConfigService) {}

  @Get()
  async get() {
    return shopConfigView(await this.config.get());
  }

  @Post()
  @HttpCode(200)
  @ApiBody({
    schema: z.toJSONSchema(shopConfigSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
  })
  @Admin()
  async update(@Body() body: unknown) {
    // The answer's derived keys (spec 9 version and environment) may come back with a saved GET; never stored.
    const { appVersion: _v, environment: _e, ...rest } = (body ?? {}) as Record<string, unknown>;
    const input = parseInput(shopConfigSchema, body && typeof body === 'object' && !Array.isArray(body) ? rest : body);
    return shopConfigView(await this.config.update(input as never));
  }
}
