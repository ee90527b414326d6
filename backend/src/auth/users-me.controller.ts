import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, StaffAuth } from './auth-context.js';
import { Staff } from './guards.js';
import { userView } from '../users/index.js';

@ApiTags('users')
@Controller('api/users')
export class UsersMeController {
  @Get('me')
  @Staff()
  me(@StaffAuth() auth: AuthContext) {
    return userView(auth.user);
  }
}
