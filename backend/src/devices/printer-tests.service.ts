import { Inject, Injectable } from '@nestjs/common';
import { PRINTER_TEST_TEXTS } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { BranchRepository } from '../catalog/index.js';
import { ApiError } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { testPrinterOverTcp } from '../jobs/index.js';
import { SetupChecksRepository } from '../settings/index.js';
import { DeviceRepository } from './device.repository.js';

/**
 * Issue 37 item 5: 'Testdruck' talks to the network printer itself (status query, then a test receipt)
 * and keeps the result for the setup checklist. 409 with the German reason when the printer is not ready.
 */
@Injectable()
export class PrinterTests {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The printer the branch's receipts go to, as the print job picks it: device, branch column, PRINTER_ADDRESS. */
  async branchAddress(branchId: string): Promise<string | null> {
    return (
      (await new DeviceRepository(this.ds.manager).branchPrinterAddress(branchId)) ??
      (await new BranchRepository(this.ds.manager).printerAddress(branchId)) ??
      this.config.jobs.printerAddress
    );
  }

  async testBranch(branchId: string): Promise<{ acknowledged: true; message: string }> {
    const address = await this.branchAddress(branchId);
    if (!address) throw ApiError.validation([{ field: 'printerAddress', message: PRINTER_TEST_TEXTS.noPrinter }]);
    return this.test(address);
  }

  async test(address: string): Promise<{ acknowledged: true; message: string }> {
    const result = await testPrinterOverTcp(address);
    await new SetupChecksRepository(this.ds.manager).record('printer-test', result.ok, result.message);
    if (!result.ok) throw new ApiError(409, [{ message: result.message }]);
    return { acknowledged: true, message: result.message };
  }
}
