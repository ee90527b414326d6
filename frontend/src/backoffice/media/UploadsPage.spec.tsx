// Back office 'Uploads' (issue 14): customer files by order, 'N Dateien', preview only for images.
import type { UploadListItem } from '@bestell/domain';
import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, render, screen, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { UploadsPage } from './UploadsPage';

const WAIT = { timeout: 4000 };
const HASH = 'a'.repeat(32);

function upload(id: string, patch: Partial<UploadListItem>): UploadListItem {
  return {
    id,
    version: 1,
    extension: 'jpg',
    publicHash: HASH,
    mimeType: 'image/jpeg',
    name: `${id}.jpg`,
    size: 2048,
    url: `/upload/${HASH}/${id}-1.jpg`,
    previewUrl: `/upload/${HASH}/preview/${id}-1.jpg`,
    order: { id: 'o-41', uid: 'u41', ticketNumber: 41 },
    createdAt: '2026-11-02T08:00:00.000Z',
    ...patch,
  };
}

describe('uploads list', () => {
  it("counts 'N Dateien', sorts by order, links the order and offers previews only for images", async () => {
    stubFetch({
      'GET /api/uploads': {
        status: 200,
        body: {
          data: [
            upload('f1', { name: 'foto.jpg' }),
            upload('f2', {
              name: 'logo.pdf',
              extension: 'pdf',
              mimeType: 'application/pdf',
              previewUrl: null,
              url: `/upload/${HASH}/f2-1.pdf`,
              order: { id: 'o-42', uid: 'u42', ticketNumber: 42 },
            }),
            upload('f3', { name: 'lose.png', mimeType: 'image/png', order: null }),
          ],
        },
      },
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <UploadsPage />
          </App>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByText('3 Dateien', {}, WAIT)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[2]!.textContent)).toEqual(['logo.pdf', 'foto.jpg', 'lose.png']);
    expect(within(rows[0]!).getByText('Nr. 42').getAttribute('href')).toBe('/backend#/orders/o-42');
    expect(within(rows[0]!).queryByRole('img')).toBeNull();
    expect(within(rows[0]!).getByText('PDF')).toBeTruthy();
    expect(within(rows[1]!).getByRole('img').getAttribute('src')).toBe(`/upload/${HASH}/preview/f1-1.jpg`);
    expect(within(rows[2]!).getByText('ohne Bestellung')).toBeTruthy();
    const download = within(rows[0]!).getByText('Herunterladen');
    expect(download.getAttribute('href')).toBe(`/upload/${HASH}/f2-1.pdf`);
    expect(download.getAttribute('download')).toBe('logo.pdf');
  });
});
