import { describe, expect, it, jest } from '@jest/globals';
import { ungroupRows, type HoursRow } from '@bestell/domain';
import { Button, Form } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '../../test/render';
import { branchToForm } from './branch-config';
import { BranchHoursFields, DELIVERY_HOURS_HINT } from './BranchHoursFields';

const WAIT = { timeout: 8000 };
const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const rule = (type: string, from: string, to: string, isClosed = false) => ({ type, from, to, isClosed });

function renderHours(onFinish: (values: Record<string, unknown>) => void) {
  const initial = branchToForm({
    id: 'b1',
    openingHours: [
      ...WORKDAYS.map((day) => rule(day, '06:30', '18:00')),
      rule('saturday', '07:00', '12:00'),
      rule('sunday', '', '', true),
    ],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
  });
  return render(
    <Form initialValues={initial} onFinish={onFinish}>
      <BranchHoursFields />
      <Button htmlType="submit">Speichern</Button>
    </Form>,
  );
}

const previewLines = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('HoursRangesEditor (issue 39)', () => {
  it('shows Mo–Fr as one row, hides the times of a closed row and previews what customers read', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    renderHours(onFinish);
    const preview = 'So sehen Kunden Ihre Öffnungszeiten';
    expect(previewLines(preview)).toEqual(['Mo–Fr 06:30–18:00', 'Sa 07:00–12:00', 'So geschlossen']);
    expect(screen.getAllByText(/Ausnahmen gehen den Wochentagen vor/)).toHaveLength(2);
    // Three rows: Mo–Fr, Sa and the closed Sunday, which has no 'Von'/'Bis'.
    expect(screen.getByLabelText('Öffnungszeiten 1: von')).not.toBeNull();
    expect(screen.queryByLabelText('Öffnungszeiten 3: von')).toBeNull();
    expect(screen.queryByLabelText('Öffnungszeiten 3: bis')).toBeNull();

    fireEvent.click(screen.getByLabelText('Öffnungszeiten 2: Geschlossen'));
    await waitFor(() => expect(screen.queryByLabelText('Öffnungszeiten 2: von')).toBeNull(), WAIT);
    expect(previewLines(preview)).toEqual(['Mo–Fr 06:30–18:00', 'Sa–So geschlossen']);

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), WAIT);
    const rules = ungroupRows(onFinish.mock.calls[0]![0].openingHours as HoursRow[]);
    expect(rules).toEqual([
      ...WORKDAYS.map((day) => rule(day, '06:30', '18:00')),
      rule('saturday', '', '', true),
      rule('sunday', '', '', true),
    ]);
  });

  it('adds a public-holiday rule and a dated exception, both shown in the preview', async () => {
    renderHours(() => {});
    const [holidays] = screen.getAllByRole('button', { name: 'Feiertage geschlossen' });
    fireEvent.click(holidays!);
    const [exception] = screen.getAllByRole('button', { name: 'Ausnahme (Datum) hinzufügen' });
    fireEvent.click(exception!);
    const date = await screen.findByLabelText('Öffnungszeiten 5: Datum', {}, WAIT);
    fireEvent.change(date, { target: { value: '2999-12-24' } });
    fireEvent.change(screen.getByLabelText('Öffnungszeiten 5: von'), { target: { value: '06:30' } });
    await waitFor(
      () =>
        expect(previewLines('So sehen Kunden Ihre Öffnungszeiten').slice(3)).toEqual([
          'Feiertage geschlossen',
          '24.12. 06:30–12:00',
        ]),
      WAIT,
    );
    expect(screen.queryByLabelText('Öffnungszeiten 4: von')).toBeNull();
    expect(screen.getByLabelText('Öffnungszeiten 4: Land')).not.toBeNull();
  });

  it('switches delivery hours on when the first delivery row is added', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    renderHours(onFinish);
    expect(screen.getByText(DELIVERY_HOURS_HINT)).not.toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Eigene Lieferzeiten verwenden' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const [, addDelivery] = screen.getAllByRole('button', { name: 'Zeiten hinzufügen' });
    fireEvent.click(addDelivery!);
    await waitFor(() => expect(toggle.checked).toBe(true), WAIT);
    await waitFor(
      () =>
        expect(previewLines('So sehen Kunden Ihre Lieferzeiten')).toEqual(['Mo–Fr 08:00–18:00', 'Sa–So geschlossen']),
      WAIT,
    );
    // The preset fills in the whole week.
    fireEvent.click(screen.getByRole('button', { name: 'Lieferzeiten 1: Mo–So' }));
    await waitFor(
      () => expect(previewLines('So sehen Kunden Ihre Lieferzeiten')).toEqual(['Täglich 08:00–18:00']),
      WAIT,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), WAIT);
    expect(onFinish.mock.calls[0]![0].isDeliveryHoursEnabled).toBe(true);
  });
});
