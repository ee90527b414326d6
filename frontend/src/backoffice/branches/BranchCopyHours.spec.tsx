import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { queryClient } from '../../shared/api/query-client';
import { queryKeys } from '../../shared/api/query-keys';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { BranchCopyHours } from './BranchCopyHours';

const WAIT = { timeout: 8000 };
const HOURS = [{ type: 'monday', isClosed: false, from: '06:30', to: '18:00' }];

describe("'Öffnungszeiten von Filiale übernehmen'", () => {
  it('takes the chosen branch’s hours and puts the saved branch into the editor’s cache', async () => {
    queryClient.clear();
    const calls = stubFetch({
      'GET /api/branches': {
        status: 200,
        body: {
          data: [
            { id: 'b1', name: 'Linz-Urfahr' },
            { id: 'b2', name: 'Wien Mitte' },
          ],
        },
      },
      'POST /api/branches/b2/copy-hours': { status: 200, body: { data: { id: 'b2', openingHours: HOURS } } },
    });
    await act(async () => {
      render(
        <App>
          <BranchCopyHours item={{ id: 'b2' }} />
        </App>,
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnungszeiten von Filiale übernehmen' }, WAIT));
    fireEvent.mouseDown(await screen.findByLabelText('Von Filiale', {}, WAIT));
    const options = await screen.findAllByText('Linz-Urfahr', { selector: '.ant-select-item-option-content' }, WAIT);
    // The branch being edited is no source of its own hours.
    expect(screen.queryAllByText('Wien Mitte', { selector: '.ant-select-item-option-content' })).toHaveLength(0);
    fireEvent.click(options.at(-1)!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    });
    expect(await screen.findByText('Öffnungszeiten von Linz-Urfahr übernommen', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/branches/b2/copy-hours',
      body: { from: 'b1' },
    });
    await waitFor(
      () =>
        expect(queryClient.getQueryData(queryKeys.resourceItem('branches', 'b2'))).toMatchObject({
          openingHours: HOURS,
        }),
      WAIT,
    );
  });
});
