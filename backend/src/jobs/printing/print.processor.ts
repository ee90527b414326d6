import { ORDER_ACTION_ERRORS } from '@bestell/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApiError, isUuid } from '../../common/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { RecordPrintResultCommand } from '../../orders/index.js';
import { ShopConfigService } from '../../settings/index.js';
import { EffectLedger } from '../effect-ledger.repository.js';
import { JobOrderRepository } from '../job-order.repository.js';
import { JobProcessor, type JobRun, type TopicRun, UnrecoverableError } from '../job.js';
import { requireJobOrder } from '../order-loader.js';
import { Printer } from './printer.js';
import { ProductionSlipRepository } from './production-slip.repository.js';
import { receiptEscPos, receiptMarkup, slipMarkup } from './receipt.js';

/**
 * Prints the order's receipt once per order version on the branch's printer; and a bake-list slip (the
 * frozen list or a delta slip, issue 42 item 2) once per slip on its branch's printer.
 */
@Injectable()
export class PrintProcessor extends JobProcessor<'printing'> {
  readonly queue = 'printing';
  private readonly logger = new Logger('PrintProcessor');

  constructor(
    private readonly ds: DataSource,
    private readonly ledger: EffectLedger,
    private readonly printer: Printer,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shopConfig: ShopConfigService,
  ) {
    super();
  }

  async process(run: JobRun<'printing'>): Promise<void> {
    if (run.name === 'production-print') return this.printSlip(run);
    const { order, branch } = await requireJobOrder(this.ds, run.data.orderId);
    // Printer device of the branch, else the branch column, else PRINTER_ADDRESS, else the file sink.
    const address = branch.printerDeviceAddress ?? branch.printerAddress ?? this.config.jobs.printerAddress;
    const bytes = receiptEscPos(receiptMarkup(order, branch, await this.shopConfig.timezone()));
    const version = run.data.version ?? order.version;
    await this.ledger.once({ orderId: order.id, kind: 'print', target: address ?? 'file', version }, run.id, () =>
      this.printer.print(address, bytes),
    );
    // A successful (re)print clears an earlier error.
    if (order.printError) await this.record(order.id, null);
  }

  /** A bake-list slip: the same printer choice as the receipts, once per slip (the ledger's key is the slip). */
  private async printSlip(run: TopicRun<'production-print'>): Promise<void> {
    const slip = isUuid(run.data.slipId)
      ? await new ProductionSlipRepository(this.ds.manager).find(run.data.slipId)
      : null;
    if (!slip) throw new UnrecoverableError(`Backzettel ${run.data.slipId} gibt es nicht mehr`);
    const [branch] = await new JobOrderRepository(this.ds.manager).branches([slip.branchId]);
    const address = branch?.printerDeviceAddress ?? branch?.printerAddress ?? this.config.jobs.printerAddress;
    const bytes = receiptEscPos(slipMarkup(slip.title, slip.rows));
    await this.ledger.once(
      { orderId: slip.id, kind: 'print:production', target: address ?? 'file', version: 1 },
      run.id,
      () => this.printer.print(address, bytes),
    );
  }

  /** After the last attempt staff see the spec's message on the order. */
  override async failed(run: JobRun<'printing'>, err: unknown): Promise<void> {
    if (run.name === 'production-print') {
      this.logger.warn({ slipId: run.data.slipId, err: err instanceof Error ? err.message : err }, 'slip print failed');
      return;
    }
    this.logger.warn({ orderId: run.data.orderId, err: err instanceof Error ? err.message : err }, 'print failed');
    await this.record(run.data.orderId, ORDER_ACTION_ERRORS.print);
  }

  private async record(orderId: string, printError: string | null): Promise<void> {
    try {
      await this.commands.execute(new RecordPrintResultCommand(orderId, printError));
    } catch (err) {
      // Deleted meanwhile: nothing left to mark.
      if (!(err instanceof ApiError && err.getStatus() === 404)) throw err;
    }
  }
}
