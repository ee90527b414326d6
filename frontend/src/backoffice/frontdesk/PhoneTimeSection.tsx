// The phone order's time (issue 21): a day and either the branch's slots (a full slot in red, bookable
// by staff) or, without capacity rules or the capacity module's answer, a typed time.
import { COUNTER_TEXTS, formatTime, type SlotAvailability } from '@bestell/domain';
import { Button, Input, Space, Spin } from 'antd';
import { chooseSlot, type PhoneOrderDraft } from './phone-order';

type Appointment = Pick<PhoneOrderDraft, 'appointment' | 'overrideCapacity'>;

export interface PhoneTimeSectionProps {
  day: string;
  time: string;
  /** No slots to choose from: the time is typed in. */
  plainTime: boolean;
  slots: { isError: boolean; isPending: boolean; data?: SlotAvailability };
  appointment: string | null;
  tz: string;
  onDay(day: string): void;
  setPlainTime(date: string, value: string): void;
  patch(appointment: Appointment): void;
  fieldError(field: string): string | undefined;
}

export function PhoneTimeSection(props: PhoneTimeSectionProps) {
  const { day, time, plainTime, slots, appointment, tz, patch, setPlainTime, fieldError } = props;
  return (
    <section className="bo-phone-order__section" aria-labelledby="bo-phone-time">
      <h3 id="bo-phone-time" className="bo-phone-order__heading">
        Zeit
      </h3>
      <Space wrap>
        <Input
          type="date"
          aria-label="Tag"
          value={day}
          onChange={(e) => {
            props.onDay(e.target.value);
            if (plainTime) setPlainTime(e.target.value, time);
            else patch({ appointment: null, overrideCapacity: false });
          }}
        />
        {plainTime && (
          <Input type="time" aria-label="Uhrzeit" value={time} onChange={(e) => setPlainTime(day, e.target.value)} />
        )}
      </Space>
      {plainTime ? (
        <p className="bo-phone-order__hint">
          {slots.isError ? `${COUNTER_TEXTS.slotsUnavailable} ` : ''}Ohne Uhrzeit: so bald wie möglich.
        </p>
      ) : slots.isPending ? (
        <Spin size="small" aria-label="Zeitfenster werden geladen" />
      ) : (
        <div className="bo-phone-order__slots" role="group" aria-label="Zeitfenster">
          <Button
            type={appointment === null ? 'primary' : 'default'}
            onClick={() => patch({ appointment: null, overrideCapacity: false })}
          >
            Sofort
          </Button>
          {slots.data?.slots.map((slot) => {
            const chosen = appointment === slot.start;
            return (
              <Button
                key={slot.start}
                danger={slot.full}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                className={slot.full ? 'bo-slot is-full' : 'bo-slot'}
                title={slot.full ? 'Voll: wird trotzdem angenommen' : undefined}
                onClick={() => patch(chooseSlot(slot))}
              >
                {formatTime(slot.start, tz)}
                {slot.full ? ` · ${COUNTER_TEXTS.slotFull}` : ''}
              </Button>
            );
          })}
          {slots.data?.notice && <p className="bo-phone-order__hint">{slots.data.notice}</p>}
        </div>
      )}
      {fieldError('appointmentDate') && <p className="bo-phone-order__error">{fieldError('appointmentDate')}</p>}
    </section>
  );
}
