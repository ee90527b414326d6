import { Injectable, Logger } from '@nestjs/common';
import {
  addDays,
  combineLines,
  cutoffInstant,
  datesToFreeze,
  deltaSlipRows,
  frozenListRows,
  isPastCutoff,
  linesOfBranches,
  type ProductionDelta,
  type ProductionLine,
  productionDeltas,
  productionList,
  type ProductionRef,
  weekdayOf,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { TransactionalConnection } from '../database/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { ShopConfigService } from '../settings/index.js';
import { type CutoffBranch, type FreezeRow, ProductionFreezeRepository } from './production-freeze.repository.js';
import { ProductionRepository } from './production.repository.js';
import { StandingOrdersRepository } from './standing-orders.repository.js';

/** The bake list of a day as the API answers it (issue 42 items 1-2). */
export interface ProductionListAnswer {
  date: string;
  frozenAt: string | null;
  frozen: { branch: ProductionRef; frozenAt: string }[];
  lines: ProductionLine[];
  deltas: ProductionDelta[];
}

const hhmm = (at: Date, tz: string) => zonedParts(at, tz).time;

/**
 * The bake list frozen at each branch's cut-off (issue 42 item 2). A branch's packing list of a day is
 * frozen once (by the minute job, or by the first read after the cut-off, whichever comes first; the
 * unique key makes two instances freeze once) and printed; later changes are deltas against it, printed
 * as delta slips by the minute job (one slip per branch and minute with changes, see README).
 */
@Injectable()
export class ProductionLists {
  private readonly logger = new Logger('ProductionLists');

  constructor(
    private readonly db: TransactionalConnection,
    private readonly config: ShopConfigService,
  ) {}

  /** The live packing lists of these branches (all when null) of a day. */
  private async live(em: EntityManager, date: string, tz: string, branches: readonly string[] | null) {
    const start = zonedInstant(date, '00:00', tz);
    const end = zonedInstant(addDays(date, 1), '00:00', tz);
    const { orders, countsUnconfirmed } = await new ProductionRepository(em).ordersOfDay(start, end, branches);
    // Standing orders not placed as orders yet, and the branches' counter stock (issue 42 item 3).
    const extra = new StandingOrdersRepository(em);
    const standingOrders = await extra.forProduction(date, branches);
    const parLevels = await extra.parLevels(weekdayOf(date), branches);
    return productionList({ date, tz, orders, standingOrders, parLevels, countsUnconfirmed }).lines;
  }

  /**
   * The list of a day for these branches (null: all): frozen branches show their frozen figures and the
   * deltas since, the others their live figures. A branch past its cut-off that is not frozen yet is frozen
   * now (the job may not have run yet).
   */
  async view(date: string, branches: readonly string[] | null, now = new Date()): Promise<ProductionListAnswer> {
    const tz = await this.config.timezone();
    const em = this.db.manager();
    const repo = new ProductionFreezeRepository(em);
    let frozen = await repo.ofDay(date, branches);
    // A day that is over is never frozen (nor printed) after the fact.
    const open = date >= zonedParts(now, tz).date;
    const due = (open ? await repo.branches(branches, true) : []).filter(
      (b) => b.cutoff && isPastCutoff(date, b.cutoff, now, tz) && !frozen.some((f) => f.branch.id === b.id),
    );
    if (due.length > 0) {
      for (const branch of due) await this.freeze(branch, date, tz);
      frozen = await repo.ofDay(date, branches);
    }
    const live = await this.live(em, date, tz, branches);
    const frozenIds = new Set(frozen.map((f) => f.branch.id));
    const liveIds = new Set(live.flatMap((l) => l.byBranch.map((b) => b.branch.id)).filter((id) => !frozenIds.has(id)));
    const frozenLines = combineLines(...frozen.map((f) => f.lines));
    const first = frozen.map((f) => f.frozenAt).sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      date,
      frozenAt: first ? first.toISOString() : null,
      frozen: frozen
        .map((f) => ({ branch: f.branch, frozenAt: f.frozenAt.toISOString() }))
        .sort((a, b) => a.branch.name.localeCompare(b.branch.name, 'de')),
      lines: combineLines(frozenLines, linesOfBranches(live, liveIds)),
      deltas: first ? productionDeltas(frozenLines, linesOfBranches(live, frozenIds), hhmm(first, tz)) : [],
    };
  }

  /**
   * Freezes a branch's day and writes the print of the frozen list (slip 0) with it; null when another
   * caller froze it first (then nothing is printed twice).
   */
  async freeze(branch: CutoffBranch, date: string, tz: string): Promise<FreezeRow | null> {
    if (!branch.cutoff) return null;
    const cutoffAt = cutoffInstant(date, branch.cutoff, tz);
    return this.db.transaction(async (em) => {
      const repo = new ProductionFreezeRepository(em);
      const lines = await this.live(em, date, tz, [branch.id]);
      const row = await repo.insert(date, branch.id, cutoffAt, lines);
      if (!row) return null;
      const { title, rows } = frozenListRows({ branch: row.branch, date, tz, frozenAt: row.frozenAt }, lines);
      const slip = await repo.insertSlip({ freezeId: row.id, branchId: branch.id, title, rows, deltas: [] });
      await enqueueOutbox(em, [{ topic: 'production-print', orderId: null, payload: { slipId: slip.id } }]);
      this.logger.log({ branch: branch.id, date }, 'bake list frozen');
      return row;
    });
  }

  /**
   * Prints a delta slip when the live list differs from what was last printed: the changes since then and
   * the total since the freeze. The row lock makes concurrent runs take turns; the second finds nothing new.
   */
  async printDeltas(freezeId: string, tz: string, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (em) => {
      const repo = new ProductionFreezeRepository(em);
      const row = await repo.lock(freezeId);
      if (!row) return false;
      const live = await this.live(em, row.date, tz, [row.branch.id]);
      const changes = productionDeltas(row.printedLines, live, hhmm(row.printedAt, tz));
      if (changes.length === 0) return false;
      const sinceFreeze = productionDeltas(row.lines, live, hhmm(row.frozenAt, tz));
      const head = { branch: row.branch, date: row.date, tz, frozenAt: row.frozenAt, previousAt: row.printedAt };
      const { title, rows } = deltaSlipRows({ ...head, printedAt: now }, changes, sinceFreeze);
      const slip = await repo.insertSlip({ freezeId: row.id, branchId: row.branch.id, title, rows, deltas: changes });
      await repo.markPrinted(row.id, live, now);
      await enqueueOutbox(em, [{ topic: 'production-print', orderId: null, payload: { slipId: slip.id } }]);
      return true;
    });
  }

  /**
   * The minute job: freezes every branch's days past their cut-off, then prints the delta slips of the
   * frozen days that are not over.
   */
  async run(now = new Date()): Promise<{ frozen: number; slips: number }> {
    const tz = await this.config.timezone();
    const repo = new ProductionFreezeRepository(this.db.manager());
    const today = zonedParts(now, tz).date;
    let frozen = 0;
    let slips = 0;
    const branches = await repo.branches(null, true);
    if (branches.length > 0) {
      const known = new Set((await repo.since(today)).map((f) => `${f.date}|${f.branch.id}`));
      for (const branch of branches)
        for (const date of datesToFreeze(branch.cutoff!, now, tz))
          if (!known.has(`${date}|${branch.id}`) && (await this.freeze(branch, date, tz))) frozen++;
    }
    for (const row of await repo.since(today)) if (await this.printDeltas(row.id, tz, now)) slips++;
    return { frozen, slips };
  }
}
