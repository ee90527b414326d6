import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController], providers: [TransactionalConnection] })
export class HealthModule {}
