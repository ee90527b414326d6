import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Admin, type AuthContext, branchScope, Staff, StaffAuth } from '../../auth/index.js';
import { ApiError, ApiTags, Contract, requireUuid } from '../../common/index.js';
import { customerBody, CUSTOMER_ROUTES as R } from '../counter.contract.js';
import { CustomersService } from './customers.service.js';

/**
 * Customers (spec 7 CRUD with filter parameters, issue 21): list/search (`search` matches names, e-mail,
 * phone digits), one, create, edit (notes, allergies, contact), order history, GDPR export and erase.
 * Staff see the customers of their branches; export and erase are for admins.
 */
@ApiTags('customers')
@Controller('api/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Contract(R.list)
  @Get()
  @Staff()
  async list(@Query() query: unknown, @StaffAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    const q = R.list.query(query);
    const { items, total } = await this.customers.list({ ...q, branchIds: branchScope(auth) });
    res.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Contract(R.one)
  @Get(':id')
  @Staff()
  one(@Param('id') id: string, @StaffAuth() auth: AuthContext) {
    return this.customers.one(requireUuid(id), branchScope(auth));
  }

  @Contract(R.orders)
  @Get(':id/orders')
  @Staff()
  orders(@Param('id') id: string, @StaffAuth() auth: AuthContext) {
    return this.customers.history(requireUuid(id), branchScope(auth));
  }

  @Contract(R.export)
  @Get(':id/export')
  @Admin()
  async export(@Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const data = await this.customers.export(requireUuid(id));
    res.setHeader('Content-Disposition', `attachment; filename="kunde-${data.customer.id}.json"`);
    return data;
  }

  @Contract(R.create)
  @Post()
  @HttpCode(201)
  @Staff()
  create(@Body() body: unknown) {
    return this.customers.create(R.create.body(body));
  }

  @Contract(R.update)
  @Put(':id')
  @Staff()
  update(@Param('id') id: string, @Body() body: unknown, @StaffAuth() auth: AuthContext) {
    const { id: bodyId, ...input } = R.update.body(body);
    if (bodyId && bodyId !== id)
      throw ApiError.validation([{ field: 'id', message: 'Die ID passt nicht zur Adresse.' }]);
    const fields = customerBody.parse(
      Object.fromEntries(Object.entries(input).filter(([key]) => key in customerBody.shape)),
    );
    return this.customers.update(requireUuid(id), fields, branchScope(auth));
  }

  /** Spec 7 DELETE: the GDPR erase (the customer's orders stay, without their personal fields). */
  @Contract(R.erase)
  @Delete(':id')
  @Admin()
  erase(@Param('id') id: string, @StaffAuth() auth: AuthContext) {
    return this.customers.erase(requireUuid(id), { userId: auth.user.id });
  }
}
