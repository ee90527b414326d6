import { Module } from '@nestjs/common';
import { CrudService } from './crud.service.js';

/** The generic list/get/create/update/delete service behind every resource definition. */
@Module({ providers: [CrudService], exports: [CrudService] })
export class CrudModule {}
