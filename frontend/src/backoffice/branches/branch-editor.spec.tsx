import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { Button, Form } from 'antd';
import { branchToBody, branchToForm } from './branch-config';
import { OpeningHoursEditor } from './OpeningHoursEditor';

const WAIT = { timeout: 8000 };

describe('OpeningHoursEditor', () => {
  it('adds rules, asks for a date for a one-off rule and submits the rule list', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    render(
      <Form initialValues={{ openingHours: [] }} onFinish={onFinish}>
        <OpeningHoursEditor name="openingHours" label="Öffnungszeiten" />
        <Button htmlType="submit">Speichern</Button>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regel hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regel hinzufügen' }));
    fireEvent.mouseDown(screen.getByLabelText('Regel 2: Tag'));
    const once = await screen.findAllByText('Einmalig (Datum)', {}, WAIT);
    fireEvent.click(once[once.length - 1]!);
    const date = await screen.findByLabelText('Regel 2: Datum', {}, WAIT);
    // Without the date the one-off rule is refused.
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(date.closest('.ant-form-item-has-error')).not.toBeNull(), WAIT);
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Regel 2: bis'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), WAIT);
    expect(onFinish.mock.calls[0]![0].openingHours).toEqual([
      { type: 'daily', from: '08:00', to: '18:00', isClosed: false },
      { type: 'once', from: '08:00', to: '12:00', isClosed: false, date: '2026-12-24' },
    ]);
  });
});

describe('branch form mapping', () => {
  it('sends delivery areas, references and every flag as the API expects', () => {
    const form = branchToForm({
      id: 'b1',
      name: 'Wien',
      identifier: 'wien',
      division: { id: 'd1' },
      tags: [{ id: 't1' }],
      deliveryAreas: [
        {
          id: 'a1',
          area: '1010',
          price: '3.90',
          tax: '20',
          free: false,
          minimumOrderValue: '15',
          freeFromOrderValue: null,
          zipCodes: ['1010', '10*'],
        },
      ],
      isDeliveryEnabled: true,
    });
    expect(form.division).toBe('d1');
    expect((form.deliveryAreas as { zipCodes: string }[])[0]!.zipCodes).toBe('1010, 10*');
    expect(form.tags).toEqual(['t1']);
    const body = branchToBody({
      ...form,
      deliveryAreas: [
        { area: '1020', price: '2,50', tax: '20', freeFromOrderValue: '' },
        { area: 'Süd', price: '4', tax: '20', zipCodes: ' 1100, 1230;12* ,' },
      ],
    });
    expect(body.division).toEqual({ id: 'd1' });
    expect(body.tags).toEqual([{ id: 't1' }]);
    expect(body.deliveryAreas).toEqual([
      {
        area: '1020',
        price: '2,50',
        tax: '20',
        free: false,
        minimumOrderValue: '0',
        freeFromOrderValue: null,
        zipCodes: [],
      },
      {
        area: 'Süd',
        price: '4',
        tax: '20',
        free: false,
        minimumOrderValue: '0',
        freeFromOrderValue: null,
        zipCodes: ['1100', '1230', '12*'],
      },
    ]);
    expect(body.isDeliveryEnabled).toBe(true);
    expect(body.isCashEnabled).toBe(false);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('apiKey');
  });

  it('edits the bake-list cut-off (issue 42 item 2): no time means never frozen', () => {
    const none = branchToForm({ id: 'b1', name: 'Wien', productionCutoff: null });
    expect(none.productionCutoff).toEqual({ daysBefore: 1, time: '' });
    expect(branchToBody(none).productionCutoff).toBeNull();
    const set = branchToForm({ id: 'b1', name: 'Wien', productionCutoff: { daysBefore: 0, time: '04:30' } });
    expect(set.productionCutoff).toEqual({ daysBefore: 0, time: '04:30' });
    expect(branchToBody({ ...set, productionCutoff: { daysBefore: 2, time: '20:00' } }).productionCutoff).toEqual({
      daysBefore: 2,
      time: '20:00',
    });
  });
});
