import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';

export interface CardCharge {
  /** Unique per order: a repeated charge with the same reference answers as the first (no second charge). */
  reference: string;
  /** Gross amount as a decimal string, e.g. '12.90'. */
  amount: string;
}

export interface CardChargeResult {
  approved: boolean;
  /** The terminal's transaction reference, for the receipt and reconciliation. */
  reference: string | null;
}

/** The kiosk's card terminal port (issue 21); a driver for a real terminal implements it. */
export abstract class CardTerminal {
  abstract readonly available: boolean;
  abstract charge(charge: CardCharge): Promise<CardChargeResult>;
}

/**
 * Development terminal: approves every charge at once, idempotent by reference (as real terminal APIs
 * are), so a kiosk can be tried end to end without hardware.
 */
export class DevCardTerminal extends CardTerminal {
  readonly available = true;
  private readonly done = new Map<string, CardChargeResult>();

  async charge({ reference }: CardCharge): Promise<CardChargeResult> {
    const known = this.done.get(reference);
    if (known) return known;
    const result = { approved: true, reference: `DEV-${reference}` };
    this.done.set(reference, result);
    return result;
  }
}

/** No terminal configured: kiosks offer payment at the counter only. */
export class NoCardTerminal extends CardTerminal {
  readonly available = false;
  async charge(): Promise<CardChargeResult> {
    return { approved: false, reference: null };
  }
}

@Injectable()
export class CardTerminalFactory {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}
  create(): CardTerminal {
    return this.config.kiosk.cardTerminal === 'dev' ? new DevCardTerminal() : new NoCardTerminal();
  }
}
