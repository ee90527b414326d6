import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type AuthedRequest, requireAdmin } from '../auth/index.js';
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
  async update(@Body() body: unknown, @Req() req: AuthedRequest) {
    requireAdmin(req);
    const input = parseInput(shopConfigSchema, body);
    return shopConfigView(await this.config.update(input as never));
  }
}
