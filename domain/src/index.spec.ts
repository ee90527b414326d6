// The package barrel loads at runtime (no import cycles) and exposes one entry per feature.
import { describe, expect, it } from '@jest/globals';
import * as domain from './index.js';

describe('@bestell/domain barrel', () => {
  it.each([
    'VALIDATION',
    'CHECKOUT_TEXTS',
    'UNITS',
    'correctQuantity',
    'calculateTotals',
    'formatMoney',
    'branchStatus',
    'timeWindows',
    'validateCheckout',
    'submitLabel',
    'isAvailable',
    'activeMenu',
    'canTransition',
    'orderTimeline',
    'slugify',
    'isoWeekNumber',
    'imageVariants',
    'imageSrcSet',
    'isQuestionnaireValid',
    'resourceMessages',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
