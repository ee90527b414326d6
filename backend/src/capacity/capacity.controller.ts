import { Controller, Get, Param, Query } from '@nestjs/common';
import type { SlotAvailability } from '@bestell/domain';
import { ApiError, ApiTags, Contract, isUuid } from '../common/index.js';
import { CAPACITY_ROUTES as R } from './capacity.contract.js';
import { CapacityService } from './capacity.service.js';

/** Public: slot availability for the storefront, kiosk and frontdesk pickers (issue 21). */
@ApiTags('capacity')
@Controller('api/branches')
export class CapacityController {
  constructor(private readonly capacity: CapacityService) {}

  @Contract(R.slots)
  @Get(':branchId/slots')
  async slots(@Param('branchId') branchId: string, @Query() query: Record<string, unknown>): Promise<SlotAvailability> {
    const q = R.slots.query(query);
    const found = isUuid(branchId) && (await this.capacity.branchExists(branchId));
    if (!found) throw ApiError.notFound();
    return this.capacity.availability(branchId, q.orderType, q.date, new Date());
  }
}
