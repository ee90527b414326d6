/** Default business timezone when a branch or config gives none. */
export const DEFAULT_TIMEZONE = 'Europe/Vienna';
