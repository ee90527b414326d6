// The checkout's first sections: order type (with delivery area and table), contact, address and
// appointment.
import {
  CHECKOUT_TEXTS,
  formatPhone,
  normalisePhoneOnChange,
  ORDER_LABELS,
  normalisePhoneWhileTyping,
  phoneCountryOf,
  phoneFormatHint,
  STOREFRONT_TEXTS,
  type OrderType,
} from '@bestell/domain';
import dayjs from 'dayjs';
import type { ApiBranch, ShopConfig } from '../../shared/api/types';
import { PHONE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { cartStore } from '../../shared/cart/store';
import { AddressFields, Section, TextField } from './checkout-fields';
import { DateSheet } from './DateSheet';
import { FreeTimes } from './FreeTimes';
import { TimeStepper } from './TimeStepper';
import type { Checkout } from './use-checkout';
import { Alert } from '../../shared/shop-ui/Alert';
import { Checkbox, Input, Select } from '../../shared/shop-ui/fields';

interface SectionProps {
  co: Checkout;
  branch: ApiBranch;
}

export function OrderTypeSection({ co, branch }: SectionProps) {
  const { orderType, types, access } = co;
  const tableError = access.errorOf('table');
  return (
    <Section title={STOREFRONT_TEXTS.deliveryType} id="co-type-title">
      <div className="sf-co-grid">
        {types.length > 0 && (
          <div className="sf-field">
            <label className="sf-field__label" htmlFor="co-orderType">
              {STOREFRONT_TEXTS.deliveryType}
            </label>
            <Select<OrderType>
              id="co-orderType"
              value={types.includes(orderType) ? orderType : types[0]}
              options={types.map((type) => ({ value: type, label: ORDER_LABELS.orderTypeCustomer[type] }))}
              onChange={(type) => cartStore.getState().setOrderType(type)}
            />
          </div>
        )}
        {/* No area select: the address's zip code decides the area, shown beside it (issue 40). */}
        {orderType === 'dineIn' && branch.isTableSelectionEnabled && (
          <div className={`sf-field${tableError ? ' sf-co-field--error' : ''}`}>
            <label className="sf-field__label" htmlFor="co-table">
              Tisch *
            </label>
            <Select
              id="co-table"
              value={access.fields.table ?? undefined}
              placeholder="Tisch wählen"
              status={tableError ? 'error' : undefined}
              options={co.branchTables.map((table) => ({
                value: table.identifier,
                label: table.name || table.identifier,
              }))}
              onChange={(value) => {
                access.set('table', value);
                access.touch('table');
              }}
            />
            {tableError && <p className="sf-co-field__error">{tableError}</p>}
          </div>
        )}
      </div>
      {co.dineInClosed && <Alert type="warning" showIcon title={co.dineInClosed} className="sf-co-dine-in-closed" />}
    </Section>
  );
}

export function ContactSection({ co, config, branch }: SectionProps & { config: ShopConfig }) {
  const { access, requirements } = co;
  const { fields, set } = access;
  const country = phoneCountryOf(branch);
  const phoneError = access.errorOf('phone');
  const phoneHint = phoneError ? null : phoneFormatHint(fields.phone, undefined, country);
  return (
    <Section title="1. Kontaktdaten" id="co-contact-title">
      <Checkbox checked={fields.isCompany} onChange={(event) => set('isCompany', event.target.checked)}>
        Bestellung als Firma
      </Checkbox>
      <div className="sf-co-grid">
        {fields.isCompany && <TextField access={access} name="companyName" />}
        <TextField access={access} name="firstName" required />
        <TextField access={access} name="lastName" required />
        <TextField access={access} name="email" required={requirements.email} type="email" />
        <div className={`sf-field sf-co-field${phoneError ? ' sf-co-field--error' : ''}`}>
          <label className="sf-field__label" htmlFor="co-phone">
            Telefon{requirements.phone ? ' *' : ''}
          </label>
          <Input
            id="co-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={fields.phone}
            status={phoneError ? 'error' : phoneHint ? 'warning' : undefined}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby="co-phone-message"
            onChange={(event) => set('phone', normalisePhoneWhileTyping(event.target.value))}
            onBlur={() => {
              // A valid number, national or not, is shown back in its international form (issue 40 item 2).
              set('phone', formatPhone(fields.phone, country) ?? normalisePhoneOnChange(fields.phone));
              access.touch('phone');
            }}
          />
          <p id="co-phone-message" className={phoneError ? 'sf-co-field__error' : 'sf-co-field__hint'}>
            {phoneError ?? phoneHint ?? (config.enablePluginSMS ? 'Wir informieren Sie per SMS.' : '')}
          </p>
        </div>
      </div>
    </Section>
  );
}

export function AddressSection({ co }: { co: Checkout }) {
  const { access } = co;
  return (
    <Section title="Adresse" id="co-address-title">
      <AddressFields access={access} prefix="" zipHint={co.zipArea?.field === 'zipCode' ? co.zipArea.text : null} />
      {co.orderType === 'delivery' && (
        <>
          <Checkbox
            checked={access.fields.isDeliveryAddressDifferent}
            onChange={(event) => access.set('isDeliveryAddressDifferent', event.target.checked)}
          >
            Abweichende Lieferadresse
          </Checkbox>
          {access.fields.isDeliveryAddressDifferent && (
            <div className="sf-co-grid">
              <TextField access={access} name="deliveryFirstName" />
              <TextField access={access} name="deliveryLastName" />
              <AddressFields
                access={access}
                prefix="delivery"
                zipHint={co.zipArea?.field === 'deliveryZipCode' ? co.zipArea.text : null}
              />
            </div>
          )}
        </>
      )}
    </Section>
  );
}

export function AppointmentSection({ co }: SectionProps) {
  const { dates, day, slots, windows, freeTimes, time, today, capacitySlots, capacityNotice, tz } = co.appointment;
  const error = co.access.errorOf('appointmentDate');
  // Once a bookable day is chosen, what is wrong is the time: only that field turns red.
  const dayOk = !!day && dates.has(day);
  const dateInvalid = !!error && !dayOk;
  const timeInvalid = !!error && dayOk;
  // Phones get the calendar as a bottom sheet (a popup covered the form there), desktops as a popup.
  const phone = useMediaQuery(PHONE_QUERY);
  const required = co.appointmentRequired ? ' *' : '';
  return (
    <Section title={co.appointmentRequired ? 'Termin *' : 'Termin'} id="co-appointment-title">
      {capacityNotice && <Alert type="warning" showIcon title={capacityNotice} className="sf-co-capacity-notice" />}
      <div className="sf-co-grid">
        <div className={`sf-field${dateInvalid ? ' sf-co-field--error' : ''}`}>
          <label className="sf-field__label" htmlFor="co-appointment-day">
            Datum{required}
          </label>
          <DateSheet
            id="co-appointment-day"
            value={day}
            dates={dates}
            today={today}
            invalid={dateInvalid}
            anchorId="co-appointment-title"
            popup={!phone}
            onChange={(value) => co.setDay(value ? dayjs(value) : null)}
          />
        </div>
        <div className={`sf-field${timeInvalid ? ' sf-co-field--error' : ''}`}>
          <span className="sf-field__label" id="co-appointment-time-label">
            Uhrzeit{required}
          </span>
          <TimeStepper
            id="co-appointment-time"
            labelledBy="co-appointment-time-label"
            slots={slots}
            windows={windows}
            value={time}
            disabled={!day}
            invalid={timeInvalid}
            describedBy="co-appointment-message"
            onChange={co.setTime}
          />
        </div>
      </div>
      <p id="co-appointment-message" className="sf-co-field__error" aria-live="polite">
        {error ?? (day && slots.length === 0 ? CHECKOUT_TEXTS.noSlotsOnDay : '')}
      </p>
      {day && <FreeTimes times={freeTimes} capacitySlots={capacitySlots} tz={tz} value={time} onPick={co.setTime} />}
    </Section>
  );
}
