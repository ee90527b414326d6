import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { TimeClockAction } from '@bestell/domain';
import { ApiError, ApiTags, Contract } from '../../common/index.js';
import { type punchBody, TIME_CLOCK_ROUTES as R } from '../staff.contract.js';
import { FAILED } from './punch.handler.js';
import { PunchCommand } from './punch.command.js';
import { TimeClockService } from './time-clock.service.js';

const toDate = (v: string | undefined) => (v ? new Date(v) : undefined);

/**
 * Time clock of spec 7 on the branch tablet: {accessToken} is the time-clock device's token, {username}
 * plus a PIN (body `pin` or header X-Pin; GETs use the header) identify the person.
 */
@ApiTags('time-tracking')
@Controller('api/time-tracking/:accessToken/:username')
export class TimeClockController {
  constructor(
    private readonly clock: TimeClockService,
    private readonly commands: CommandBus,
  ) {}

  @Contract(R.me)
  @Get('me')
  async me(@Param('accessToken') token: string, @Param('username') username: string, @Headers('x-pin') pin?: string) {
    const { user, device } = await this.clock.identify(token, username, pin);
    return this.clock.me(user, device);
  }

  @Contract(R.schedules)
  @Get('working-schedules')
  async schedules(
    @Param('accessToken') token: string,
    @Param('username') username: string,
    @Query() query: unknown,
    @Headers('x-pin') pin?: string,
  ) {
    const { user } = await this.clock.identify(token, username, pin);
    const { from, to } = R.schedules.query(query);
    return this.clock.schedules(user, toDate(from), toDate(to));
  }

  @Contract(R.activities)
  @Get('working-activities')
  async activities(
    @Param('accessToken') token: string,
    @Param('username') username: string,
    @Query() query: unknown,
    @Headers('x-pin') pin?: string,
  ) {
    const { user } = await this.clock.identify(token, username, pin);
    const { from, to } = R.activities.query(query);
    return this.clock.activities(user, toDate(from), toDate(to));
  }

  @Contract(R.punch)
  @Post('working-activities/:action')
  @HttpCode(200)
  async punch(
    @Param('accessToken') token: string,
    @Param('username') username: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @Headers('x-pin') headerPin?: string,
  ) {
    if (!Object.hasOwn(FAILED, action)) throw ApiError.notFound();
    const step = action as TimeClockAction;
    let input: z.output<typeof punchBody>;
    try {
      input = R.punch.body(body);
    } catch (err) {
      // The command's message first (spec 8), then the field errors.
      if (err instanceof ApiError) throw new ApiError(err.getStatus(), [{ message: FAILED[step] }, ...err.errors]);
      throw err;
    }
    const { user, device } = await this.clock.identify(token, username, input.pin ?? headerPin, FAILED[step]);
    const deviceTime = input.time ? new Date(input.time) : null;
    return this.commands.execute(
      new PunchCommand(device, user, step, deviceTime, { projectId: input.projectId, taskId: input.taskId }),
    );
  }
}

/** The name list of the time-clock screen: a separate prefix, since `people` is no username route. */
@ApiTags('time-tracking')
@Controller('api/time-tracking/:accessToken')
export class TimeClockPeopleController {
  constructor(private readonly clock: TimeClockService) {}

  @Contract(R.people)
  @Get('people')
  people(@Param('accessToken') token: string) {
    return this.clock.people(token);
  }
}
