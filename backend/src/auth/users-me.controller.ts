import { Controller, Get } from '@nestjs/common';
import { type AuthContext, StaffAuth } from './auth-context.js';
import { Staff } from './guards.js';
import { userView, userViewSchema } from '../users/index.js';
import { ApiTags, Contract, defineRoute } from '../common/index.js';

const ME = defineRoute({ tags: ['users'], summary: 'The logged-in staff member', responses: { 200: userViewSchema } });

@ApiTags('users')
@Controller('api/users')
export class UsersMeController {
  @Get('me')
  @Contract(ME)
  @Staff()
  me(@StaffAuth() auth: AuthContext) {
    return userView(auth.user);
  }
}
