import { Injectable } from '@nestjs/common';
import {
  addDays,
  CAPACITY_TEXTS,
  type CapacityLine,
  type CapacityRule,
  type CapacitySettings,
  cutoffError,
  daySlots,
  DEFAULT_CAPACITY_SETTINGS,
  isSlotFull,
  type LocalDate,
  nextTimeWithRoom,
  NO_USAGE,
  type OrderType,
  remainingIn,
  type RushState,
  rushState,
  type SlotAvailability,
  slotKey,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { CapacityCache } from './capacity.cache.js';
import { CapacityRepository } from './capacity.repository.js';
import { readUsage } from './slot-usage.repository.js';

/** What an order of one branch and type must respect; null from prepare() when nothing applies. */
export interface CapacityContext {
  rules: CapacityRule[];
  settings: CapacitySettings;
  rush: RushState;
}

@Injectable()
export class CapacityService {
  constructor(
    private readonly ds: DataSource,
    private readonly cache: CapacityCache,
  ) {}

  /**
   * The branch's rules for the order type, its settings and rush state; null (from the cache, no round
   * trip) when the branch has neither rules for this type nor settings.
   */
  async prepare(branchId: string, orderType: OrderType, now: Date, tz: string): Promise<CapacityContext | null> {
    const { rules, settings } = await this.cache.branch(branchId);
    const ofType = rules.filter((r) => r.orderType === orderType);
    if (ofType.length === 0 && !settings) return null;
    const s = settings ?? DEFAULT_CAPACITY_SETTINGS;
    const today = zonedParts(now, tz).date;
    const open =
      s.rushThreshold !== null || s.pauseThreshold !== null
        ? await this.cache.openOrders(
            branchId,
            zonedInstant(today, '00:00', tz),
            zonedInstant(addDays(today, 1), '00:00', tz),
          )
        : 0;
    return { rules: ofType, settings: s, rush: rushState(s, open) };
  }

  /** GET /api/branches/{id}/slots: the capacity slots of a date with what is left in each. */
  /** The public slots endpoint answers 404 for an unknown branch. */
  branchExists(branchId: string): Promise<boolean> {
    return new CapacityRepository(this.ds.manager).exists('branch', branchId);
  }

  async availability(branchId: string, orderType: OrderType, date: LocalDate, now: Date): Promise<SlotAvailability> {
    const tz = await this.cache.timezone();
    const context = await this.prepare(branchId, orderType, now, tz);
    if (!context) return { slots: [], paused: false, notice: null, leadMinutes: 0 };
    const { rules, settings, rush } = context;
    const earliest = now.getTime() + rush.leadMinutes * 60_000;
    const slots = daySlots(rules, orderType, date, tz).filter((slot) => slot.end.getTime() > earliest);
    const usage =
      slots.length > 0
        ? await readUsage(this.ds.manager, branchId, orderType, slots[0]!.start, slots.at(-1)!.end)
        : new Map();
    const cutoff = cutoffError(settings, zonedInstant(date, '12:00', tz), now, tz);
    return {
      slots: slots.map((slot) => {
        const used = usage.get(slotKey(orderType, null, slot.start)) ?? NO_USAGE;
        return {
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          full: cutoff !== null || isSlotFull(slot, used),
          remaining: remainingIn(slot.rule, used),
        };
      }),
      paused: rush.paused,
      notice: rush.paused ? CAPACITY_TEXTS.paused : cutoff,
      leadMinutes: rush.leadMinutes,
    };
  }

  /**
   * ASAP order whose slot was full: the next time from `earliest` on (today and tomorrow) where all its
   * slots have room, read from the committed usage; null when there is none.
   */
  async nextTimeWithRoom(
    branchId: string,
    orderType: OrderType,
    context: CapacityContext,
    earliest: Date,
    tz: string,
    lines: readonly CapacityLine[],
  ): Promise<Date | null> {
    const today = zonedParts(earliest, tz).date;
    const from = zonedInstant(today, '00:00', tz);
    const to = zonedInstant(addDays(today, 2), '00:00', tz);
    const usage = await readUsage(this.ds.manager, branchId, orderType, from, to);
    return nextTimeWithRoom(
      context.rules,
      orderType,
      earliest,
      tz,
      lines,
      (claim) => usage.get(slotKey(orderType, claim.categoryId, claim.slotStart)) ?? NO_USAGE,
      to,
    );
  }
}
