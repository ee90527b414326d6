// antd in German with the shop's theme colours and border radius from the config (spec 9), without motion
// when the system asks for less, for the trees that use antd (back office, frontdesk). Loaded with those
// lazy routes, never by the storefront.
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import de_DE from 'antd/locale/de_DE';
import type { ReactNode } from 'react';
import { useInit } from '../api/init';
import { antdTheme } from './theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

// antd's date and time pickers format with dayjs' global locale. The storefront formats dates with the
// domain's own German tables, so the locale comes with the antd trees only (issue 17 item 2).
dayjs.locale('de');

export function AntdProviders({ children }: { children: ReactNode }) {
  const { data } = useInit();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <ConfigProvider locale={de_DE} theme={antdTheme(data?.config, !reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}
