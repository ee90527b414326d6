import { Initial1763715600000 } from './1763715600000-initial.js';
import { Orders1763800000000 } from './1763800000000-orders.js';
import { Uploads1763900000000 } from './1763900000000-uploads.js';
import { Realtime1764000000000 } from './1764000000000-realtime.js';
import { Workers1764100000000 } from './1764100000000-workers.js';
import { LoginLink1764200000000 } from './1764200000000-login-link.js';
import { Navigations1764400000000 } from './1764400000000-navigations.js';
import { DeviceAddress1764500000000 } from './1764500000000-device-address.js';
import { DeliveryAreaZipCodes1764650000000 } from './1764650000000-delivery-area-zip-codes.js';
import { SessionIdle1764660000000 } from './1764660000000-session-idle.js';
import { Images1764700000000 } from './1764700000000-images.js';
import { ImageTemplates1764720000000 } from './1764720000000-image-templates.js';
import { Content1764830000000 } from './1764830000000-content.js';
import { Redirects1764840000000 } from './1764840000000-redirects.js';
import { ContactSubmissions1764850000000 } from './1764850000000-contact-submissions.js';
import { SocialLinks1764870000000 } from './1764870000000-social-links.js';
import { Staff1764900000000 } from './1764900000000-staff.js';
import { StaffPlans1764910000000 } from './1764910000000-staff-plans.js';
import { Insights1765100000000 } from './1765100000000-insights.js';
import { Signage1765000000000 } from './1765000000000-signage.js';
import { DeviceCommands1765200000000 } from './1765200000000-device-commands.js';
import { OrderOrigin1765300000000 } from './1765300000000-order-origin.js';
import { AuditLog1765350000000 } from './1765350000000-audit-log.js';
import { Partners1765360000000 } from './1765360000000-partners.js';
import { DevicePairing1765320000000 } from './1765320000000-device-pairing.js';
import { Customers1765330000000 } from './1765330000000-customers.js';
import { StaffRetention1764920000000 } from './1764920000000-staff-retention.js';
import { Quotes1765340000000 } from './1765340000000-quotes.js';
import { InsightsDurations1765370000000 } from './1765370000000-insights-durations.js';
import { PinThrottle1765390000000 } from './1765390000000-pin-throttle.js';
import { ContactSubmissionBranch1765400000000 } from './1765400000000-contact-submission-branch.js';
import { SetupToken1765412000000 } from './1765412000000-setup-token.js';
import { BranchPublicSetup1765420370000 } from './1765420370000-branch-public-setup.js';
import { OrderTest1765430000000 } from './1765430000000-order-test.js';
import { BranchApiKeySealed1796192572354 } from './1796192572354-branch-api-key-sealed.js';
import { TakeawayPhoneDefault1796192683144 } from './1796192683144-takeaway-phone-default.js';
import { MapStyleUrl1796193040000 } from './1796193040000-map-style-url.js';
import { UploadDimensions1796200000000 } from './1796200000000-upload-dimensions.js';

import { Capacity1765310000000 } from './1765310000000-capacity.js';
import { UserLocked1796201500000 } from './1796201500000-user-locked.js';
import { BranchUnconfirmedProduced1796210000000 } from './1796210000000-branch-unconfirmed-produced.js';
import { ProductionFreeze1796220000000 } from './1796220000000-production-freeze.js';
import { StandingOrders1796230000000 } from './1796230000000-standing-orders.js';
import { DeliveryAreaZipFromName1796200731633 } from './1796200731633-delivery-area-zip-from-name.js';
// Every migration in order; TypeORM runs the ones the database has not seen yet.
export const MIGRATIONS = [
  Initial1763715600000,
  Orders1763800000000,
  Uploads1763900000000,
  Realtime1764000000000,
  Workers1764100000000,
  LoginLink1764200000000,
  Navigations1764400000000,
  DeviceAddress1764500000000,
  DeliveryAreaZipCodes1764650000000,
  SessionIdle1764660000000,
  Images1764700000000,
  ImageTemplates1764720000000,
  Content1764830000000,
  Redirects1764840000000,
  ContactSubmissions1764850000000,
  SocialLinks1764870000000,
  Staff1764900000000,
  StaffPlans1764910000000,
  StaffRetention1764920000000,
  Signage1765000000000,
  Insights1765100000000,
  DeviceCommands1765200000000,
  OrderOrigin1765300000000,
  Capacity1765310000000,
  DevicePairing1765320000000,
  Customers1765330000000,
  Quotes1765340000000,
  AuditLog1765350000000,
  Partners1765360000000,
  InsightsDurations1765370000000,
  PinThrottle1765390000000,
  ContactSubmissionBranch1765400000000,
  SetupToken1765412000000,
  BranchPublicSetup1765420370000,
  OrderTest1765430000000,
  BranchApiKeySealed1796192572354,
  TakeawayPhoneDefault1796192683144,
  MapStyleUrl1796193040000,
  UploadDimensions1796200000000,
  DeliveryAreaZipFromName1796200731633,
  UserLocked1796201500000,
  BranchUnconfirmedProduced1796210000000,
  ProductionFreeze1796220000000,
  StandingOrders1796230000000,
];
