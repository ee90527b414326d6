// The installable app around the storefront (spec 1, 2, 4): manifest link and theme colour in the head.
import { useEffect } from 'react';
import { useInitData } from '../../shared/api/init';
import { syncPwaHead } from './pwa-head';

export function PwaHost() {
  const { config } = useInitData();
  const enabled = !!config.enablePluginPWA;
  const themeColor = config.themePrimaryColor;
  useEffect(() => syncPwaHead(document, { enabled, themeColor }), [enabled, themeColor]);
  return null;
}
