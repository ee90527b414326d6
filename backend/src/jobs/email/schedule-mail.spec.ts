import { describe, expect, it } from '@jest/globals';
import { renderScheduleMail, renderScheduleSms } from './schedule-mail.js';
import type { ScheduleNotice, ScheduleNoticeIds } from './schedule-mail.repository.js';

const ids: ScheduleNoticeIds = {
  userId: '0b0c0d0e-0000-4000-8000-00000000a001',
  branchId: '0b0c0d0e-0000-4000-8000-00000000b001',
  departmentId: null,
  from: '2026-03-23T00:00:00.000+01:00',
  to: '2026-03-30T00:00:00.000+02:00',
};
const notice: ScheduleNotice = {
  person: { id: ids.userId, name: 'Lena Bauer', email: 'lena@example.at', phone: null },
  branchName: 'Wien <Mitte>',
  shopName: 'Bäckerei Sonnleitner',
  shifts: [
    {
      start: new Date('2026-03-23T05:00:00Z'),
      end: new Date('2026-03-23T13:00:00Z'),
      breakMinutes: 30,
      note: 'Teig\r\nansetzen',
      department: 'Backstube',
    },
    // Sunday 29 March 2026 is the change to summer time: 06:00 local is 04:00 UTC.
    {
      start: new Date('2026-03-29T04:00:00Z'),
      end: new Date('2026-03-29T08:00:00Z'),
      breakMinutes: 0,
      note: '',
      department: null,
    },
  ],
};

describe('renderScheduleMail', () => {
  it('lists the shifts in German, local time across the DST change, HTML escaped', () => {
    const mail = renderScheduleMail(notice, ids);
    expect(mail.to).toBe('lena@example.at');
    expect(mail.subject).toBe('Dienstplan vom 23.03.2026 bis 29.03.2026 – Wien <Mitte>');
    expect(mail.text).toContain('Guten Tag Lena Bauer,');
    expect(mail.text).toContain('• Montag, 23.03.2026: 06:00–14:00 Uhr, Pause 30 Min., Backstube (Teig ansetzen)');
    expect(mail.text).toContain('• Sonntag, 29.03.2026: 06:00–10:00 Uhr');
    expect(mail.html).toContain('Wien &lt;Mitte&gt;');
    expect(mail.html).not.toContain('<Mitte>');
  });

  it('says so when the person has no shifts, and fits the SMS into one short text', () => {
    expect(renderScheduleMail({ ...notice, shifts: [] }, ids).text).toContain(
      'Sie haben in diesem Zeitraum keine Schichten.',
    );
    expect(renderScheduleSms(notice, ids)).toBe(
      'Wien <Mitte>: Dienstplan vom 23.03.2026 bis 29.03.2026 veröffentlicht. Ihre Schichten: Mo 23.03. 06:00–14:00; So 29.03. 06:00–10:00',
    );
  });
});
