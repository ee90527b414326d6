import { Controller, Get, Inject, Req } from '@nestjs/common';
import { type AuthedRequest, isAdmin } from '../auth/index.js';
import { z } from 'zod';
import { ApiTags, Contract, defineRoute } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { RESOURCES } from '../resources/index.js';
import { CrudService } from '../crud/index.js';
import { ShopConfigService, shopConfigView } from '../settings/index.js';
import { userView } from '../users/index.js';

/**
 * GET /api/init: everything a page needs on first load, as `{ url, data }` entries (spec section 7).
 * Anonymous callers get the public views; the user list only goes to admins.
 */
const INIT = defineRoute({
  tags: ['init'],
  summary: 'Everything a page needs on first load, as { url, data } entries',
  description: 'Each `data` is the answer of GET `url` (config, the user, every resource list the caller may read).',
  responses: {
    200: z.array(
      z.strictObject({ url: z.string().meta({ example: '/api/config' }), data: z.unknown() }).meta({ id: 'InitEntry' }),
    ),
  },
});

@ApiTags('init')
@Controller('api/init')
export class InitController {
  constructor(
    private readonly crud: CrudService,
    private readonly config: ShopConfigService,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  @Get()
  @Contract(INIT)
  async init(@Req() req: AuthedRequest) {
    const entries: { url: string; data: unknown }[] = [
      {
        url: '/api/config',
        data: shopConfigView(await this.config.get(), { smsAvailable: this.app.jobs.sms.transport !== 'none' }),
      },
      { url: '/api/users/me', data: req.auth ? userView(req.auth.user) : null },
    ];
    for (const def of RESOURCES) {
      const readable = req.auth ? def.access.read === 'staff' || isAdmin(req.auth) : Boolean(def.publicWhere);
      if (readable) entries.push({ url: `/api/${def.path}`, data: await this.crud.list(def, req) });
    }
    return entries;
  }
}
