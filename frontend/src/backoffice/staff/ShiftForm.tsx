// The small form of a shift (create from a drag over days, or edit/delete one): person, day, start,
// end, break and note. Times are Vienna clock times; an end before the start means the next day.
import { Button, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { useEffect } from 'react';
import { localTime, shiftDay } from './week-grid';
import type { ShiftView } from './staff-api';

export interface ShiftFormValues {
  userId: string;
  date: string;
  from: string;
  to: string;
  breakMinutes: number;
  note: string;
  departmentId: string | null;
}

/** The form's own values: antd pickers hold dayjs objects (German formats whatever the browser's language). */
interface PickerValues extends Omit<ShiftFormValues, 'date' | 'from' | 'to'> {
  date: Dayjs;
  from: Dayjs;
  to: Dayjs;
}
const clock = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);

export interface ShiftDraft {
  /** The shift being edited; absent for new shifts. */
  shift?: ShiftView;
  userId: string;
  /** The days to create shifts on (one for an edit). */
  days: string[];
}

interface Props {
  draft: ShiftDraft | null;
  people: { value: string; label: string }[];
  departments: { value: string; label: string }[];
  defaultDepartment: string | null;
  saving: boolean;
  onSave: (values: ShiftFormValues, draft: ShiftDraft) => void;
  onDelete: (shift: ShiftView) => void;
  onCancel: () => void;
}

export const dayLabel = (date: string) => dayjs(date).locale('de').format('dd, DD.MM.');

export function ShiftForm({
  draft,
  people,
  departments,
  defaultDepartment,
  saving,
  onSave,
  onDelete,
  onCancel,
}: Props) {
  const [form] = Form.useForm<PickerValues>();
  const shift = draft?.shift;
  useEffect(() => {
    if (!draft) return;
    form.setFieldsValue(
      shift
        ? {
            userId: shift.user.id,
            date: dayjs(shiftDay(shift)),
            from: clock(localTime(shift.start)),
            to: clock(localTime(shift.end)),
            breakMinutes: shift.breakMinutes,
            note: shift.note,
            departmentId: shift.department?.id ?? null,
          }
        : {
            userId: draft.userId,
            date: dayjs(draft.days[0]),
            from: clock('08:00'),
            to: clock('16:30'),
            breakMinutes: 30,
            note: '',
            departmentId: defaultDepartment,
          },
    );
  }, [draft, shift, form, defaultDepartment]);

  const many = !shift && (draft?.days.length ?? 0) > 1;
  const title = shift ? 'Schicht bearbeiten' : many ? `${draft!.days.length} Schichten anlegen` : 'Schicht anlegen';
  return (
    <Modal
      open={!!draft}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space wrap>
          {shift && (
            <Popconfirm
              title="Schicht löschen?"
              okText="Löschen"
              cancelText="Abbrechen"
              onConfirm={() => onDelete(shift)}
            >
              <Button danger>Löschen</Button>
            </Popconfirm>
          )}
          <Button onClick={onCancel}>Abbrechen</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Speichern
          </Button>
        </Space>
      }
    >
      <Form<PickerValues>
        form={form}
        layout="vertical"
        onFinish={(v) =>
          draft &&
          onSave(
            {
              ...v,
              // Several days: the day field is not shown, and antd leaves unshown fields out.
              date: v.date ? v.date.format('YYYY-MM-DD') : draft.days[0]!,
              from: v.from.format('HH:mm'),
              to: v.to.format('HH:mm'),
            },
            draft,
          )
        }
      >
        <Form.Item
          name="userId"
          label="Mitarbeiter:in"
          rules={[{ required: true, message: 'Bitte eine Person wählen.' }]}
        >
          <Select options={people} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {many ? (
          <p>Tage: {draft!.days.map(dayLabel).join(' · ')}</p>
        ) : (
          <Form.Item name="date" label="Tag" rules={[{ required: true, message: 'Bitte einen Tag wählen.' }]}>
            <DatePicker format="DD.MM.YYYY" allowClear={false} style={{ width: 180 }} />
          </Form.Item>
        )}
        <Space wrap align="start">
          <Form.Item name="from" label="Beginn" rules={[{ required: true, message: 'Bitte den Beginn angeben.' }]}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} allowClear={false} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item
            name="to"
            label="Ende"
            rules={[{ required: true, message: 'Bitte das Ende angeben.' }]}
            extra="Vor dem Beginn: am Folgetag"
          >
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} allowClear={false} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="breakMinutes" label="Pause (Minuten)">
            <InputNumber min={0} max={600} step={5} style={{ width: 130 }} />
          </Form.Item>
        </Space>
        {departments.length > 0 && (
          <Form.Item name="departmentId" label="Abteilung">
            <Select allowClear options={departments} placeholder="keine" style={{ maxWidth: 260 }} />
          </Form.Item>
        )}
        <Form.Item name="note" label="Notiz">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
