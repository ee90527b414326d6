import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/index.js';
import { AuditModule } from './audit/index.js';
import { AuthModule } from './auth/index.js';
import { CapacityModule } from './capacity/index.js';
import { CatalogModule } from './catalog/index.js';
import { DataInterceptor, ErrorsFilter } from './common/index.js';
import { ContentModule } from './content/index.js';
import { CounterModule } from './counter/index.js';
import { RateLimitModule } from './limits/index.js';
import { type AppConfig, ConfigModule } from './config/index.js';
import { dataSourceOptions } from './database/index.js';
import { DevicesModule } from './devices/index.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/index.js';
import { IconsModule } from './icons/index.js';
import { InitModule } from './init/index.js';
import { InsightsModule } from './insights/index.js';
import { ProductionModule } from './production/index.js';
import { PartnersModule } from './partners/index.js';
import { JobsModule } from './jobs/index.js';
import { MediaModule } from './media/index.js';
import { OrdersModule } from './orders/index.js';
import { OutboxModule } from './outbox/index.js';
import { PaymentsModule } from './payments/index.js';
import { RealtimeModule } from './realtime/index.js';
import { QuotesModule } from './quotes/index.js';
import { RedisModule } from './redis/index.js';
import { ResourcesModule } from './resources/index.js';
import { SeedModule } from './seed/index.js';
import { SettingsModule } from './settings/index.js';
import { SetupModule } from './setup/index.js';
import { SignageModule } from './signage/index.js';
import { KioskModule } from './kiosk/index.js';
import { StaffModule } from './staff/index.js';
import { UploadsModule } from './uploads/index.js';

/** The API process: infrastructure plus one module per feature folder (backend/README.md). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const embedded = config.database.mode === 'embedded';
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl, embedded, ENTITIES), migrationsRun: true }),
        CqrsModule.forRoot(),
        ConfigModule.forRoot(config),
        RedisModule,
        RateLimitModule,
        AuditModule,
        AuthModule,
        ResourcesModule,
        CatalogModule,
        MediaModule,
        SettingsModule,
        UploadsModule,
        CapacityModule,
        IconsModule,
        OutboxModule,
        OrdersModule,
        PaymentsModule,
        RealtimeModule,
        JobsModule,
        AdminModule,
        DevicesModule,
        ContentModule,
        StaffModule,
        SignageModule,
        KioskModule,
        QuotesModule,
        InsightsModule,
        ProductionModule,
        PartnersModule,
        CounterModule,
        SetupModule,
        SeedModule,
        InitModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ErrorsFilter },
        { provide: APP_INTERCEPTOR, useClass: DataInterceptor },
      ],
    };
  }
}
