// The checkout's state and rules in one hook: form fields, touched fields and server errors, the
// appointment picker's days and slots, the domain's validation, totals and notices, and the submit.
import {
  needsAppointment,
  availableDates,
  CAPACITY_TEXTS,
  closedNotice,
  contactRequirements,
  deliveryAreaForZip,
  deliveryAreaSummary,
  deliveryZipCode,
  deliveryZipField,
  dineInClosedError,
  earliestAppointment,
  freeTimeList,
  hoursFor,
  isContactShown,
  isOrderableNow,
  minimumOrderMessage,
  noDeliveryNotice,
  phoneCountryOf,
  preorderNotice,
  STOREFRONT_TEXTS,
  submitLabel,
  timeSlots,
  timeWindows,
  validateStep1,
  validateStep2,
  validateStep3,
  zonedInstant,
  zonedParts,
  type FieldError,
} from '@bestell/domain';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type ApiErrorEntry } from '../../shared/api/client';
import type { DeliveringBranch, PlacedOrder } from '@bestell/domain';
import type { OrderBody, OrderBodyItem, UploadedFile } from '../../shared/api/orders';
import type { ApiBranch, ApiProduct, DiningTable, Donatee, ShopConfig } from '../../shared/api/types';
import { cartTotals, deliveryAreaOf, orderTypeOf, orderTypesOf } from '../../shared/cart/selectors';
import { cartStore, useCart } from '../../shared/cart/store';
import { bodyParts, checkoutForm, initialFields, orderPayload, smsOffered, type CheckoutFields } from './checkout-form';
import { resolveUploads, UploadFailedError, type Uploader } from './resolve-uploads';
import { track } from '../../shared/analytics/analytics';
import { freeTimes, fullSlotAt, type SlotLoader, useSlotAvailability } from './slot-availability';

export interface CheckoutApi {
  placeOrder(body: OrderBody, idempotencyKey: string): Promise<PlacedOrder>;
  upload: Uploader;
  /** Slot capacity of a day (issue 21); without it the picker offers every open time. */
  slots?: SlotLoader;
}

export interface CheckoutViewProps {
  branch: ApiBranch;
  config: ShopConfig;
  tables: DiningTable[];
  donatees: Donatee[];
  products: ReadonlyMap<string, ApiProduct>;
  now: Date;
  backPath: string;
  paymentFailed?: boolean;
  api: CheckoutApi;
  onPlaced(order: PlacedOrder): void;
  /** A staff member is signed in: test orders (issue 37 item 4; the server checks the branch scope). */
  staff?: boolean;
  /** The shop's branches: a zip code this branch does not serve names the one that does (issue 39 item 5). */
  branches?: readonly DeliveringBranch[];
}

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What a field needs: its value, its setter, blur tracking and the message to show. */
export interface FieldAccess {
  fields: CheckoutFields;
  set<K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]): void;
  touch(name: string): void;
  /** The message shown under a field: the server's for that field, else the domain's once touched. */
  errorOf(name: string): string | undefined;
}

export function useCheckout(props: CheckoutViewProps) {
  const { branch, config, tables, donatees, products, now, api, onPlaced, branches: deliveringBranches } = props;
  const tz = config.timezone;
  const currency = config.currency;
  const cart = useCart((state) => state.cart);
  const [fields, setFields] = useState<CheckoutFields>(() => initialFields(branch, smsOffered(config)));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<ApiErrorEntry[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [isTest, setTest] = useState(false);
  const uploadCache = useRef(new Map<string, UploadedFile>());
  const topRef = useRef<HTMLDivElement>(null);

  const orderType = orderTypeOf(cart);
  // The address's zip code decides the area (issue 40); before one is typed the cart's choice estimates.
  const zip = orderType === 'delivery' ? deliveryZipCode(fields) : '';
  const zipArea = deliveryAreaForZip(branch, zip);
  const area = orderType === 'delivery' ? (zipArea ?? deliveryAreaOf(cart, branch)) : null;
  const zipField = deliveryZipField(fields);
  // The cart (totals, cart panel) follows the area of the typed zip code.
  useEffect(() => {
    if (zipArea && zipArea.area !== cartStore.getState().cart.deliveryArea) {
      cartStore.getState().setDeliveryArea(zipArea.area);
    }
  }, [zipArea]);
  const rules = useMemo(() => hoursFor(branch, orderType), [branch, orderType]);
  const minute = Math.floor(now.getTime() / 60_000);
  const earliest = useMemo(
    () =>
      earliestAppointment(
        cart.items.flatMap((line) => products.get(String(line.product.id)) ?? []),
        new Date(minute * 60_000),
        tz,
      ),
    [cart.items, products, minute, tz],
  );
  const requireAppointment = useMemo(
    () => needsAppointment(cart.items.flatMap((line) => products.get(String(line.product.id)) ?? [])),
    [cart.items, products],
  );
  const appointment = cart.order.appointment ? zonedParts(cart.order.appointment, tz) : null;
  const [pickedDay, setPickedDay] = useState<string | null>(appointment?.date ?? null);
  const day = appointment?.date ?? pickedDay;
  const today = zonedParts(new Date(minute * 60_000), tz).date;
  // Slot capacity (issue 21): full slots drop out of the picker; rush mode adds lead time.
  const capacity = useSlotAvailability(api.slots, branch.id, orderType, day ?? today, minute);
  const leadMinutes = capacity?.leadMinutes ?? 0;
  const slotOptions = useMemo(() => {
    const lead = new Date((minute + leadMinutes) * 60_000);
    const start = lead.getTime() > earliest.getTime() ? lead : earliest;
    return { now: new Date(minute * 60_000), tz, earliest: start, requireAppointment, deliveringBranches };
  }, [minute, leadMinutes, tz, earliest, requireAppointment, deliveringBranches]);
  const dates = useMemo(() => new Set(availableDates(rules, slotOptions)), [rules, slotOptions]);
  const slots = useMemo(
    () => (day ? freeTimes(timeSlots(rules, day, slotOptions), day, capacity, tz) : []),
    [rules, day, slotOptions, capacity, tz],
  );
  const windows = useMemo(() => (day ? timeWindows(rules, day, slotOptions) : []), [rules, day, slotOptions]);
  // 'Freie Uhrzeiten' (issue 40 item 3): the day's free times as buttons, full capacity slots left out.
  const freeList = useMemo(
    () => freeTimeList(windows, capacity?.slots.filter((slot) => slot.full) ?? [], tz),
    [windows, capacity, tz],
  );

  const form = checkoutForm(fields, cart, area?.area ?? null);
  const step1 = validateStep1(form, branch, slotOptions);
  const step2 = validateStep2(form, branch, slotOptions);
  const step3 = validateStep3(form, branch, slotOptions);
  // A chosen time inside a full slot stays as chosen and is refused here, as the server does.
  if (day && appointment && !step2.some((error) => error.field === 'appointmentDate')) {
    if (fullSlotAt(capacity, appointment.date, appointment.time, tz))
      step2.push({ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull });
  }
  // Dine-in follows the hours (issue 40 item 4): closed, it needs a chosen time or is not offered.
  const dineInError =
    orderType === 'dineIn'
      ? dineInClosedError({
          openNow: isOrderableNow(branch, 'dineIn', now, tz),
          appointmentDate: form.appointmentDate,
          branch,
        })
      : null;
  if (dineInError && !step2.some((error) => error.field === dineInError.field)) step2.push(dineInError);
  const domainErrors = new Map<string, string>();
  for (const error of [...step2, ...step3])
    if (!domainErrors.has(error.field)) domainErrors.set(error.field, error.message);
  const serverFields = new Map(serverErrors.filter((e) => e.field).map((e) => [e.field!, e.message]));

  const totals = useMemo(() => cartTotals(cart, branch, products), [cart, branch, products]);
  const isEmpty = cart.items.length === 0;
  const label = submitLabel({
    isQuotationRequired: branch.isQuotationRequired,
    isPreorderEnabled: branch.isPreorderEnabled,
    isOrderableNow: isOrderableNow(branch, orderType, now, tz),
    isCartEmpty: isEmpty,
    isSubmitting: submitting,
  });
  const allErrors: FieldError[] = [...step2, ...step3];
  const canSubmit = allErrors.length === 0 && totals.minimumOrder.reached && !!label && !submitting;

  const access: FieldAccess = {
    fields,
    set: (key, value) => setFields((current) => ({ ...current, [key]: value })),
    touch: (name) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    errorOf: (name) =>
      serverFields.get(name) ??
      // A typed zip code is judged at once (issue 40), not only after leaving the field.
      (touched.has(name) || (name === zipField && zip.replace(/\s/g, '').length >= 4)
        ? domainErrors.get(name)
        : undefined),
  };
  const { touch } = access;

  // A new choice answers the server's refusal of the old one.
  const dropServerAppointmentError = () =>
    setServerErrors((current) =>
      current.some((e) => e.field === 'appointmentDate')
        ? current.filter((e) => e.field !== 'appointmentDate')
        : current,
    );
  // Day and time are never moved by the checkout itself (issue 40 item 3): the time stays on a new day,
  // and a time outside the hours or in a full slot stays as chosen, with the reason beside the field.
  const setDay = (value: Dayjs | null) => {
    const date = value ? value.format('YYYY-MM-DD') : null;
    setPickedDay(date);
    touch('appointmentDate');
    dropServerAppointmentError();
    if (!date || !appointment) return cartStore.getState().setOrder({ appointment: null });
    cartStore.getState().setOrder({ appointment: zonedInstant(date, appointment.time, tz).toISOString() });
  };
  const setTime = (time: string) => {
    touch('appointmentDate');
    dropServerAppointmentError();
    if (!day) return cartStore.getState().setOrder({ appointment: null });
    cartStore.getState().setOrder({ appointment: zonedInstant(day, time, tz).toISOString() });
  };

  const submit = async () => {
    if (!canSubmit) return;
    track('checkout_step', 'ecommerce', { step: 2 });
    setSubmitting(true);
    setServerErrors([]);
    // One key per submit attempt: a network retry of this request replays, a new click is a new attempt.
    const key = newKey();
    try {
      const items: OrderBodyItem[] = [];
      for (const line of cart.items) {
        items.push({
          // Catalogue ids are uuid strings (the document's type); String() only narrows the domain's id.
          product: { id: String(line.product.id) },
          amount: line.amount,
          unit: line.unit,
          parts: bodyParts(await resolveUploads(line.parts, api.upload, uploadCache.current)),
        });
      }
      const payload = orderPayload(fields, cart, branch.id, area?.area ?? null, items, phoneCountryOf(branch));
      // On a private branch the server makes a staff member's order a test order by itself.
      if (props.staff && isTest) payload.isTest = true;
      const placed = await api.placeOrder(payload, key);
      onPlaced(placed);
    } catch (error) {
      const entries: ApiErrorEntry[] =
        error instanceof ApiError
          ? error.errors
          : [{ message: error instanceof UploadFailedError ? error.message : STOREFRONT_TEXTS.unknownError }];
      setServerErrors(entries);
      for (const entry of entries) if (entry.field) touch(entry.field);
      // Spec 4: failure shows the errors at the top and scrolls up.
      topRef.current?.focus();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    access,
    cart,
    currency,
    orderType,
    types: orderTypesOf(branch),
    area,
    /** The typed zip code's area with fee and minimum, shown beside the zip field (issue 40). */
    zipArea: zipArea ? { field: zipField, text: deliveryAreaSummary(zipArea, currency) } : null,
    /** Why dine-in cannot be sent now (closed branch), shown with the order type (issue 40 item 4). */
    dineInClosed: dineInError?.message ?? null,
    requirements: contactRequirements(branch, orderType),
    contactShown: isContactShown(branch, orderType),
    branchTables: tables.filter((table) => !table.branch || table.branch.id === branch.id),
    appointment: {
      dates,
      day,
      slots,
      windows,
      /** 'Freie Uhrzeiten': the day's free times as buttons. */
      freeTimes: freeList,
      time: appointment && appointment.date === day ? appointment.time : null,
      /** Today in the shop's time zone: the date sheet disables every day before it. */
      today,
      /** The chosen day's capacity slots (full ones disabled) and the rush-mode / cut-off notice. */
      capacitySlots: day ? (capacity?.slots ?? []) : [],
      capacityNotice: capacity?.notice ?? null,
      tz,
    },
    setDay,
    setTime,
    totals,
    minimum: minimumOrderMessage(totals.minimumOrder, currency),
    isEmpty,
    label,
    canSubmit,
    submitting,
    submit,
    serverErrors,
    topRef,
    closed: closedNotice(branch, now, tz),
    noDelivery: orderType === 'delivery' ? noDeliveryNotice(branch, now, tz) : null,
    preorder: preorderNotice(branch, orderType, now, tz),
    step1Invalid: step1.length > 0,
    /** 'Termin' is required: the branch asks for it or the cart has a lead-time product. */
    appointmentRequired: !!branch.isAppointmentRequired || requireAppointment,
    /** What still keeps the order from being sent, each message once, shown beside the submit button. */
    missing: [...new Set(allErrors.map((error) => error.message))],
    donationsEnabled: !!config.enablePluginDonations && donatees.length > 0,
    /** Staff only: the 'Testbestellung' switch (public branch) or the test-order notice (private branch). */
    testOrder: props.staff ? { isPublic: branch.isPublic !== false, isTest, setTest } : null,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
