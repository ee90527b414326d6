import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { BranchRepository } from './branch.repository.js';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Admin, type AuthedRequest, RealtimeRevocations, Staff } from '../../auth/index.js';
import { CrudService } from '../../crud/index.js';
import { requireUuid, parseInput } from '../../common/index.js';
import { menuResource } from '../menus/menu.resource.js';
import { hashApiKey, newApiKey } from './api-key.js';
import { Branch } from './branch.entity.js';
import { branchResource } from './branch.resource.js';
import { printerBody } from './printer-address.js';

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
  @Staff()
  async rotateApiKey(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const apiKey = newApiKey();
    await this.ds.getRepository(Branch).update({ id }, { apiKeyHash: hashApiKey(apiKey) });
    // Frontdesk sockets admitted with the old key are disconnected on every instance.
    await this.revocations.revoke({ kind: 'branch-api-key', branchId: id });
    return { id, apiKey };
  }

  /** The receipt printer address (not on the entity: only the print job and this endpoint use it). */
  @Get(':id/printer')
  @Staff()
  async printer(@Param('id') id: string, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    return { id, printerAddress: await new BranchRepository(this.ds.manager).printerAddress(id) };
  }

  /**
   * Admins only: the print job opens a raw TCP connection to this address and writes the receipt, so
   * whoever sets it chooses where order data goes on the internal network. Used from the next print on.
   */
  @Put(':id/printer')
  @Admin()
  async setPrinter(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
    await this.crud.get(branchResource, requireUuid(id), {}, req);
    const { printerAddress } = parseInput(printerBody, body);
    await new BranchRepository(this.ds.manager).setPrinterAddress(id, printerAddress);
    return { id, printerAddress };
  }
}
