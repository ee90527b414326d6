/** The app version and environment of spec 9, shown in the staff tools bar; sent with the shop config. */
export const APP_VERSION = '1.7.2-dev';
export const APP_ENVIRONMENT = 'prod';
