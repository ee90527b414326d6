import type { OrderViewItem, PartOption, StaffOrder, UnitId, UploadRef } from '@bestell/domain';
import {
  COUNTER_TEXTS,
  formatDateTime,
  formatMoney,
  formatTime,
  hasImagePreview,
  TEST_ORDER_TEXTS,
  ticketLabel,
  UNITS,
  VOUCHER_PAYMENT_METHOD,
  type WaitingLevel,
  waitingLabel,
} from '@bestell/domain';
import { Badge, Space, Tag } from 'antd';
import { isUpload } from '../orders/OrderDetail';
import { StatusTag } from '../orders/StatusTag';
import { UploadThumb } from '../orders/UploadThumb';
import { useLocalSetting } from '../../shared/local-settings/store';
import './frontdesk-card.css';

const LEVEL_TEXT: Record<WaitingLevel, string> = {
  fresh: '',
  waiting: 'wartet',
  overdue: 'wartet lange',
  answered: '',
};

/** Chosen options and texts of one item in a line; uploads come as thumbnails beside it. */
function choices(item: OrderViewItem): string {
  return item.parts
    .map((part, index) => {
      if (part === null || part === undefined || part === '') return '';
      const list = Array.isArray(part) ? part : [part];
      const text =
        typeof part === 'string'
          ? part
          : list
              .filter((entry) => !isUpload(entry))
              .map((entry) => (entry as PartOption).name)
              .join(', ');
      return text ? `${item.partNames?.[index] || `Schritt ${index + 1}`}: ${text}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

function ItemLine({ item, ticket }: { item: OrderViewItem; ticket: number | string }) {
  const uploads = item.parts
    .flatMap((part): unknown[] => (Array.isArray(part) ? part : []))
    .filter((entry): entry is UploadRef => isUpload(entry) && hasImagePreview(entry.mimeType));
  const detail = choices(item);
  return (
    <li className="bo-frontdesk-item">
      <span>
        <strong>
          {Number(item.amount).toLocaleString('de-AT')} {UNITS[item.unit as UnitId]?.label ?? item.unit}{' '}
          {item.product.name}
        </strong>
        {detail && <span className="bo-frontdesk-item__choices">{detail}</span>}
      </span>
      {uploads.map((upload, i) => (
        <UploadThumb key={i} upload={upload} label={`Foto ${i + 1} zu ${item.product.name} (#${ticket})`} size={56} />
      ))}
    </li>
  );
}

/**
 * One order in the frontdesk's list, readable from arm's length: big ticket number and status, the
 * items with their choices and photos, and how long it has waited (colour from `waitingLevel`).
 */
export function FrontdeskOrderCard({
  order: o,
  minutes,
  level,
  missed,
  isNew,
  selected,
  onSelect,
}: {
  order: StaffOrder;
  minutes: number;
  level: WaitingLevel;
  missed: boolean;
  isNew: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const showCustomerData = useLocalSetting('showCustomerData');
  // A test order's number is 0: the card says TEST (issue 37 item 4).
  const ticket = o.ticketNumber === undefined || o.ticketNumber === null ? '–' : ticketLabel(o);
  return (
    <li
      className={`bo-frontdesk-order is-${level}${missed ? ' is-missed' : ''}${isNew ? ' is-new' : ''}${
        selected ? ' is-selected' : ''
      }`}
      // The whole card is a tap target; the button inside carries it for keyboards and screen readers.
      onClick={onSelect}
    >
      <button
        type="button"
        className="bo-frontdesk-order__main"
        aria-pressed={selected}
        onClick={(event) => {
          event.stopPropagation();
          onSelect();
        }}
      >
        <span className="bo-frontdesk-ticket">#{ticket}</span>
        <span className="bo-frontdesk-order__who">
          {/* The device's display toggle (spec 3 "Local settings"): a tablet facing customers hides names. */}
          {showCustomerData && <>{[o.companyName, o.firstName, o.lastName].filter(Boolean).join(' ') || 'Gast'} · </>}
          {o.isDelivery ? 'Lieferung' : o.isDineIn ? `Tisch ${o.tableIdentifier ?? ''}` : 'Abholung'}
        </span>
        <span className="bo-frontdesk-order__when">
          <span className={`bo-wait is-${level}`}>
            {waitingLabel(minutes)}
            {LEVEL_TEXT[level] ? ` · ${LEVEL_TEXT[level]}` : ''}
          </span>{' '}
          {o.appointment ? `Termin ${formatDateTime(o.appointment)}` : `Eingang ${formatTime(o.createdAt)}`}
        </span>
        <Space size={6} wrap className="bo-frontdesk-order__tags">
          <StatusTag status={o.status} isDineIn={o.isDineIn} />
          {o.isTest && (
            <Tag color="magenta" className="bo-frontdesk-order__test">
              {TEST_ORDER_TEXTS.switchLabel}
            </Tag>
          )}
          {isNew && <Badge status="processing" text="neu" />}
          {missed && <Tag color="#b91c1c">verpasst</Tag>}
          {/* The voucher is collected at the counter; the tag reminds staff before handing over. */}
          {o.paymentMethod === VOUCHER_PAYMENT_METHOD && !o.isPaid && <Tag>Gutschein offen</Tag>}
          {/* Phone orders name who took the call (issue 21). */}
          {o.enteredBy && (
            <Tag color="blue" className="bo-frontdesk-order__entered">
              {o.channel === 'phone' ? `${COUNTER_TEXTS.phoneOrder} · ` : ''}
              {COUNTER_TEXTS.enteredBy(o.enteredBy.name)}
            </Tag>
          )}
          <span>{formatMoney(o.totalGross, 'EUR', o.isApproximate ? 'ca.' : '')}</span>
        </Space>
      </button>
      {o.items.length > 0 && (
        <ul className="bo-frontdesk-items" aria-label={`Artikel von #${ticket}`}>
          {o.items.map((item) => (
            <ItemLine key={item.index} item={item} ticket={ticket} />
          ))}
        </ul>
      )}
    </li>
  );
}
