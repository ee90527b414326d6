import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { AuditContextMiddleware } from './audit-context.js';
import { AuditLogsController } from './audit-logs.controller.js';
import { AuditRetention, AuditRetentionScheduler } from './retention.js';

/**
 * The audit log (issue 21 item 6): the request context its writers read (client IP, session user), the
 * read API for admins and the retention job. Writers call `recordAudit(em, ...)` in their own transaction.
 */
@Module({
  controllers: [AuditLogsController],
  providers: [TransactionalConnection, AuditRetention, AuditRetentionScheduler],
  exports: [AuditRetention],
})
export class AuditModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AuditContextMiddleware).forRoutes('*path');
  }
}
