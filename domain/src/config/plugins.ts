/** Plugin switches of spec section 3 "Config"; each is stored as `enablePlugin<Name>`. */
export const PLUGINS = [
  'PWA',
  'Toolbar',
  'HomePage',
  'Search',
  'Tags',
  'Mapbox',
  'CategoryBar',
  'SMS',
  'ATMCard',
  'HydroAGVoucher',
  'Mollie',
  'Datatrans',
  'Donations',
  'Frontdesk',
  'OrderReviews',
] as const;

export type PluginName = (typeof PLUGINS)[number];

/** The config key of a plugin switch, e.g. `enablePluginSMS`. */
export const pluginFlag = (name: PluginName): `enablePlugin${PluginName}` => `enablePlugin${name}`;
