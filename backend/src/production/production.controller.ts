import { Controller, Get, Query } from '@nestjs/common';
import { AUTH } from '@bestell/domain';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { ApiError, ApiTags, Contract } from '../common/index.js';
import { PRODUCTION_ROUTES as R } from './production.contract.js';
import { ProductionLists } from './production-lists.service.js';

/**
 * The bake list and packing lists (issue 42 items 1-2): counted by domain/src/production from the day's
 * orders, frozen at each branch's cut-off (ProductionLists). Employees see the branches they work at; a
 * branch they do not is a 403.
 */
@ApiTags('production')
@Controller('api/production-lists')
export class ProductionController {
  constructor(private readonly lists: ProductionLists) {}

  @Contract(R.list)
  @Get()
  @Staff()
  async list(@Query() query: unknown, @StaffAuth() auth: AuthContext) {
    const q = R.list.query(query);
    const scope = branchScope(auth);
    if (q.branch && scope && !scope.includes(q.branch))
      throw new ApiError(403, [{ message: AUTH.forbidden, field: 'branch' }]);
    return this.lists.view(q.date, q.branch ? [q.branch] : scope);
  }
}
