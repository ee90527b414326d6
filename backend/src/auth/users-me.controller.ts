import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthedRequest } from './auth-context.js';
import { requireStaff } from './guards.js';
import { userView } from '../users/index.js';

@ApiTags('users')
@Controller('api/users')
export class UsersMeController {
  @Get('me')
  me(@Req() req: AuthedRequest) {
    return userView(requireStaff(req).user);
  }
}
