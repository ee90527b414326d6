import { Result } from 'antd';

/** A hash path no area answers; lazy, because antd's Result brings three large illustrations. */
export function NotFound() {
  return <Result status="404" title="Diese Adresse existiert nicht." />;
}
