import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { FirstAdminController } from './first-admin.controller.js';
import { FirstAdminService } from './first-admin.service.js';
import { LoginLinkService } from './login-link.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { RealtimeRevocations } from './revocations.js';
import { SessionMiddleware } from './session.middleware.js';
import { SessionService } from './session.service.js';
import { UsersMeController } from './users-me.controller.js';

/** Staff login (password, e-mailed link), the first admin's setup link, sessions on every request, and the revocation event. */
@Module({
  imports: [MailModule],
  controllers: [AuthController, UsersMeController, FirstAdminController],
  providers: [
    SessionService,
    LoginThrottleService,
    LoginLinkService,
    AuthService,
    RealtimeRevocations,
    FirstAdminService,
  ],
  exports: [SessionService, RealtimeRevocations, FirstAdminService],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('*path');
  }
}
