import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { z } from 'zod';
import { Staff, type AuthedRequest } from '../../auth/index.js';
import { ApiTags, Contract, defineRoute, requireUuid } from '../../common/index.js';
import { CrudService } from '../../crud/index.js';
import { branchResource } from './branch.resource.js';

/** The fields that make up a branch's hours; copied together so delivery hours keep their meaning. */
const HOURS_FIELDS = ['openingHours', 'deliveryHours', 'isDeliveryHoursEnabled'] as const;

export const BRANCH_HOURS_ROUTES = {
  copyHours: defineRoute({
    tags: ['branches'],
    summary: "Take over another branch's opening and delivery hours (issue 39 item 2)",
    description: 'The branch of the path gets the hours of `from`; both must be branches the caller may see.',
    params: z.strictObject({ id: z.uuid() }),
    body: z.strictObject({ from: z.uuid() }),
    responses: { 200: branchResource.viewSchema! },
    errors: [404],
  }),
};

@ApiTags('branches')
@Controller('api/branches')
export class BranchHoursController {
  constructor(private readonly crud: CrudService) {}

  /** Through the resource's update: the same checks, audit row and change events as saving the form. */
  @Post(':id/copy-hours')
  @Contract(BRANCH_HOURS_ROUTES.copyHours)
  @HttpCode(200)
  @Staff()
  async copyHours(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
    const { from } = BRANCH_HOURS_ROUTES.copyHours.body(body);
    const source = (await this.crud.get(branchResource, from, {}, req)) as Record<string, unknown>;
    const hours = Object.fromEntries(HOURS_FIELDS.map((key) => [key, source[key]]));
    return this.crud.update(branchResource, requireUuid(id), hours, req);
  }
}
