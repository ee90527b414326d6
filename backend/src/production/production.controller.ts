import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addDays, AUTH, packingList, productionList, zonedInstant } from '@bestell/domain';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { ApiError, Contract } from '../common/index.js';
import { TransactionalConnection } from '../database/index.js';
import { ShopConfigService } from '../settings/index.js';
import { PRODUCTION_ROUTES as R } from './production.contract.js';
import { ProductionRepository } from './production.repository.js';

/**
 * The bake list and packing lists (issue 42 item 1): counted by domain/src/production from the day's orders.
 * Employees see the branches they work at; a branch they do not is a 403.
 */
@ApiTags('production')
@Controller('api/production-lists')
export class ProductionController {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly config: ShopConfigService,
  ) {}

  @Contract(R.list)
  @Get()
  @Staff()
  async list(@Query() query: unknown, @StaffAuth() auth: AuthContext) {
    const q = R.list.query(query);
    const scope = branchScope(auth);
    if (q.branch && scope && !scope.includes(q.branch))
      throw new ApiError(403, [{ message: AUTH.forbidden, field: 'branch' }]);
    const branches = q.branch ? [q.branch] : scope;
    const tz = await this.config.timezone();
    const start = zonedInstant(q.date, '00:00', tz);
    const end = zonedInstant(addDays(q.date, 1), '00:00', tz);
    const { orders, countsUnconfirmed } = await new ProductionRepository(this.db.manager()).ordersOfDay(
      start,
      end,
      branches,
    );
    // Standing orders, par levels and the cut-off freeze (issue 42 items 2-3) are not stored yet.
    const list = productionList({ date: q.date, tz, orders, countsUnconfirmed });
    const shown = q.branch ? packingList(list, q.branch) : list;
    return { date: q.date, frozenAt: null, lines: shown.lines, deltas: [] };
  }
}
