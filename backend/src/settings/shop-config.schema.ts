import { z } from 'zod';
import { MAP_STYLE_MAX, PLUGINS, isMapStyle, pluginFlag } from '@bestell/domain';
import { s } from '../common/index.js';

const url = () => z.union([z.literal(''), z.url().max(300)]);
const color = () => z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('de-AT', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Every key of spec section 3 "Config"; POST /api/config takes any subset of them. */
export const shopConfigSchema = z
  .strictObject({
    shopName: s.text(200),
    title: s.text(200),
    seoTitle: s.text(200),
    description: s.text(2000),
    seoDescription: s.text(2000),
    businessName: s.text(200),
    website: url(),
    facebookUrl: url(),
    instagramUrl: url(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    defaultDeliveryMethod: z.enum(['delivery', 'dineIn', 'takeaway']),
    timezone: z.string().max(60).refine(isTimeZone, 'Dieser Wert ist keine gültige Zeitzone.'),
    themePrimaryColor: color(),
    themeSecondaryColor: color(),
    font: s.text(100),
    borderRadius: z.string().regex(/^\d*\.?\d+(rem|px|em)$/),
    logo: s.media().nullable(),
    favicon: s.media().nullable(),
    // Empty (the app's own style), a MapLibre style URL or mapbox://styles/… with ?access_token= (issue 40).
    mapStyle: z
      .string()
      .trim()
      .max(MAP_STYLE_MAX)
      .refine(isMapStyle, 'Bitte eine vollständige Stil-URL angeben (https://… oder mapbox://styles/…).'),
    labelGridCompactRows: z.number().int().min(1).max(50),
    labelGridCompactColumns: z.number().int().min(1).max(20),
    labelGridDetailRows: z.number().int().min(1).max(50),
    labelGridDetailColumns: z.number().int().min(1).max(20),
    facebookPixelId: s.text(100),
    googleTagManagerId: s.text(100),
    overridableViews: z.array(s.text(100)).max(100),
    mapboxZoom: z.number().int().min(0).max(24),
    mapboxPitch: z.number().int().min(0).max(85),
    mapboxBearing: z.number().int().min(-180).max(180),
    termsAndConditions: url(),
    termsAndConditionsText: s.text(100000),
    privacyPolicy: url(),
    privacyPolicyText: s.text(100000),
    imprint: url(),
    imprintText: s.text(100000),
    allergens: url(),
    allergensText: s.text(100000),
    disableTickets: z.boolean(),
    enableCash: z.boolean(),
    enableATMCard: z.boolean(),
    enableHydroAGVoucher: z.boolean(),
    enableMollie: z.boolean(),
    enableDatatrans: z.boolean(),
    missedOrderMinutes: z.number().int().min(1).max(1440),
    ...Object.fromEntries(PLUGINS.map((p) => [pluginFlag(p), z.boolean()])),
  })
  .partial();
