import { DEFAULT_TIMEZONE, formatDate, formatTime, germanWeekday, singleLine } from '@bestell/domain';
import type { MailMessage } from '../../mail/index.js';
import type { ScheduleNotice, ScheduleNoticeIds } from './schedule-mail.repository.js';

const TZ = DEFAULT_TIMEZONE;
const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 'Montag, 24.11.2026: 06:00–14:00 Uhr, Pause 30 Min., Backstube (Teig ansetzen)' */
export function shiftLine(s: ScheduleNotice['shifts'][number]): string {
  const parts = [`${formatTime(s.start.toISOString(), TZ)}–${formatTime(s.end.toISOString(), TZ)} Uhr`];
  if (s.breakMinutes > 0) parts.push(`Pause ${s.breakMinutes} Min.`);
  if (s.department) parts.push(singleLine(s.department));
  const note = s.note ? ` (${singleLine(s.note)})` : '';
  return `${germanWeekday(s.start.toISOString(), TZ)}, ${formatDate(s.start.toISOString(), TZ)}: ${parts.join(', ')}${note}`;
}

/** 'vom 24.11.2026 bis 30.11.2026' ([from, to) with `to` exclusive). */
function period(ids: Pick<ScheduleNoticeIds, 'from' | 'to'>): string {
  const lastMoment = new Date(Date.parse(ids.to) - 1).toISOString();
  return `vom ${formatDate(ids.from, TZ)} bis ${formatDate(lastMoment, TZ)}`;
}

/** The person's mail about a published shift plan (issue 18 item 6): their shifts of that week. */
export function renderScheduleMail(notice: ScheduleNotice, ids: ScheduleNoticeIds): MailMessage {
  const name = singleLine(notice.person.name) || 'Hallo';
  const where = singleLine(notice.branchName);
  const lines = notice.shifts.map(shiftLine);
  const subject = `Dienstplan ${period(ids)}${where ? ` – ${where}` : ''}`;
  const intro = `der Dienstplan ${period(ids)}${where ? ` für ${where}` : ''} ist veröffentlicht.`;
  const body =
    lines.length > 0
      ? `Ihre Schichten:\n${lines.map((l) => `• ${l}`).join('\n')}`
      : 'Sie haben in diesem Zeitraum keine Schichten.';
  const signature = singleLine(notice.shopName);
  const text = `Guten Tag ${name},\n\n${intro}\n\n${body}\n\nBei Fragen wenden Sie sich bitte an Ihre Filialleitung.${signature ? `\n\n${signature}` : ''}\n`;
  const htmlBody = `<p>Guten Tag ${html(name)},</p><p>${html(intro)}</p>${
    lines.length > 0
      ? `<p>Ihre Schichten:</p><ul>${lines.map((l) => `<li>${html(l)}</li>`).join('')}</ul>`
      : `<p>Sie haben in diesem Zeitraum keine Schichten.</p>`
  }<p>Bei Fragen wenden Sie sich bitte an Ihre Filialleitung.</p>${signature ? `<p>${html(signature)}</p>` : ''}`;
  return { to: notice.person.email, subject, text, html: htmlBody };
}

/** The same as one SMS: short, the shifts as 'Mo 24.11. 06:00–14:00'. */
export function renderScheduleSms(notice: ScheduleNotice, ids: ScheduleNoticeIds): string {
  const short = notice.shifts.map(
    (s) =>
      `${germanWeekday(s.start.toISOString(), TZ).slice(0, 2)} ${formatDate(s.start.toISOString(), TZ).slice(0, 6)} ${formatTime(s.start.toISOString(), TZ)}–${formatTime(s.end.toISOString(), TZ)}`,
  );
  const where = singleLine(notice.branchName);
  return `${where ? `${where}: ` : ''}Dienstplan ${period(ids)} veröffentlicht. ${
    short.length > 0 ? `Ihre Schichten: ${short.join('; ')}` : 'Keine Schichten.'
  }`;
}
