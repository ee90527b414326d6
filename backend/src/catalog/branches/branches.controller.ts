import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthedRequest } from '../../auth/auth-context.js';
import { requireStaff } from '../../auth/guards.js';
import { CrudService } from '../../common/crud/crud.service.js';
import { requireUuid } from '../../common/ids.js';
import { RealtimeRevocations } from '../../realtime/revocations.js';
import { menuResource } from '../menus/menu.resource.js';
import { hashApiKey, newApiKey } from './api-key.js';
import { Branch } from './branch.entity.js';
import { branchResource } from './branch.resource.js';

@ApiTags('branches')
@Controller('api/branches')
export class BranchesController {
  constructor(
    private readonly crud: CrudService,
    private readonly ds: DataSource,
    private readonly revocations: RealtimeRevocations,
  ) {}

  /** The branch's menus, newest first (spec section 7 GET /branches/{id}/menus). */
  @Get(':id/menus')
  async menus(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const menus = (await this.crud.list(menuResource, req)) as { branches: { id: string }[] }[];
    return menus.filter((m) => m.branches.some((b) => b.id === id));
  }

  /** Issues a new frontdesk apiKey; the old one stops working at once. */
  @Post(':id/api-key')
  @HttpCode(200)
  async rotateApiKey(@Param('id') id: string, @Req() req: AuthedRequest) {
    requireStaff(req);
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const apiKey = newApiKey();
    await this.ds.getRepository(Branch).update({ id }, { apiKeyHash: hashApiKey(apiKey) });
    // Frontdesk sockets admitted with the old key are disconnected on every instance.
    await this.revocations.revoke({ kind: 'branch-api-key', branchId: id });
    return { id, apiKey };
  }
}
