import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  KIOSK_TEXTS,
  type KioskDeviceView,
  type KioskOrderAnswer,
  type KioskPayment,
  type PlacedOrder,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError, parseInput } from '../common/index.js';
import { type Device, deviceByToken, exitPinMatches } from '../devices/index.js';
import { PinThrottle } from '../limits/index.js';
import {
  type IdempotentPlacement,
  orderFormSchema,
  PlaceIdempotentOrderCommand,
  validIdempotencyKey,
} from '../orders/index.js';
import { CardTerminal } from './card-terminal.js';
import { kioskOrderSchema } from './kiosk.schemas.js';

/**
 * The kiosk's side: its device (bearer token of a 'kiosk' device), orders through the one PlaceOrderCommand
 * with an Idempotency-Key scoped to the device (repeated taps and retries give one order, one receipt),
 * the card terminal, and the staff exit PIN.
 */
@Injectable()
export class KioskService {
  constructor(
    private readonly ds: DataSource,
    private readonly commands: CommandBus,
    private readonly terminal: CardTerminal,
    private readonly pins: PinThrottle,
  ) {}

  async byToken(authorization: string | undefined): Promise<Device> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const device = await deviceByToken(this.ds.manager, token, 'kiosk');
    if (!device) throw new ApiError(401, [{ message: KIOSK_TEXTS.deviceUnknown }]);
    return device;
  }

  view(device: Device): KioskDeviceView {
    const { branch } = device;
    const payments: KioskPayment[] = [];
    if (branch.isCashEnabled) payments.push('counter');
    if (branch.isATMCardEnabled && this.terminal.available) payments.push('card');
    return {
      id: device.id,
      name: device.name,
      branch: { id: branch.id, identifier: branch.identifier, name: branch.name },
      payments,
      hasExitPin: !!device.exitPinHash,
    };
  }

  async placeOrder(device: Device, body: unknown, key: string | undefined): Promise<KioskOrderAnswer> {
    if (!key || !validIdempotencyKey(key)) {
      throw ApiError.validation([{ message: KIOSK_TEXTS.idempotencyKeyRequired }]);
    }
    const input = parseInput(kioskOrderSchema, body);
    if (input.payment === 'card' && !this.view(device).payments.includes('card')) {
      throw ApiError.validation([{ message: KIOSK_TEXTS.cardUnavailable, field: 'payment' }]);
    }
    // The kiosk's order form: no contact fields are asked for; the legal note is shown beside the submit.
    const form = parseInput(orderFormSchema, {
      branch: { id: device.branch.id },
      firstName: 'Kiosk',
      lastName: device.name || device.identifier,
      comment: input.comment ?? '',
      isDineIn: input.orderType === 'dineIn',
      isDelivery: false,
      paymentMethod: input.payment === 'card' ? 'atm-card' : 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: input.items,
    });
    const scope = `kiosk:${device.id}`;
    const placed = await this.place(form, key, scope, device.id, body);
    const payment: KioskOrderAnswer['payment'] = { method: input.payment, approved: false, reference: null };
    if (input.payment === 'card') {
      // The terminal answers a repeated reference like the first, so a replayed submit never charges twice.
      Object.assign(
        payment,
        await this.terminal.charge({ reference: `kiosk-${placed.uid}`, amount: placed.totalGross }),
      );
    }
    return { ...placed, payment };
  }

  private async place(
    form: ReturnType<typeof orderFormSchema.parse>,
    key: string,
    scope: string,
    deviceId: string,
    body: unknown,
  ): Promise<PlacedOrder> {
    const { placed }: IdempotentPlacement = await this.commands.execute(
      new PlaceIdempotentOrderCommand(form, { key, scope, body }, { channel: 'kiosk', deviceId }),
    );
    return placed;
  }

  /**
   * Staff leave kiosk mode with the device's PIN. Wrong PINs are counted per kiosk before the check, in
   * Redis when REDIS_URL is set (every API process and restart sees the same count), then wait a growing delay.
   */
  async exit(device: Device, pin: string): Promise<void> {
    if (!device.exitPinHash) throw ApiError.validation([{ message: KIOSK_TEXTS.exitPinMissing, field: 'pin' }]);
    const attempt = await this.pins.begin([{ name: 'kioskExitPin', key: device.id }], KIOSK_TEXTS.exitPinLocked);
    if (await exitPinMatches(pin, device.exitPinHash)) {
      await this.pins.succeeded(attempt);
      return;
    }
    await this.pins.failed(attempt);
    throw new ApiError(403, [{ message: KIOSK_TEXTS.exitPinWrong, field: 'pin' }]);
  }
}
