// The QR code of a frontdesk link, loaded only when a link is shown (keeps antd's QR encoder out of the page).
import { QRCode } from 'antd';

export default function FrontdeskQr({ url }: { url: string }) {
  // SVG, not canvas: sharp when printed and readable by tests.
  return <QRCode value={url} type="svg" size={200} bordered={false} aria-label="QR-Code des Frontdesk-Links" />;
}
