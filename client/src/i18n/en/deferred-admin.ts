import { admin } from './admin';
import { adminBilling } from './admin-billing';
import { adminCategories } from './admin-categories';
import { adminComplaints } from './admin-complaints';
import { adminDocs } from './admin-docs';
import { adminIntegrations } from './admin-integrations';
import { adminMail } from './admin-mail';
import { adminManagement } from './admin-management';
import { adminPlans } from './admin-plans';
import { adminQueues } from './admin-queues';
import { adminWhatsapp } from './admin-whatsapp';
import { adminSupport } from './admin-support';
import { adminTemplates } from './admin-templates';
import { adminTestimonials } from './admin-testimonials';
import { adminUsers } from './admin-users';
import { adminVolunteers } from './admin-volunteers';
import { homeBelow } from './home-below';
import { deferredMessages } from './messages-admin';
import { routing } from './routing';

/**
 * The admin pages' namespaces (and the admin section of `messages`): a chunk of its own, loaded by
 * `loadAdminNamespaces` (../i18n.ts) with every admin page, after the citizen pages' deferred catalogue
 * (./deferred.ts): a citizen's page never downloads them (docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md).
 */
export const deferredAdminEn = {
  // Merged into the initial `messages` namespace (deep): its admin section.
  messages: deferredMessages,
  // Merged into the initial `home` namespace (deep): the home page's lower sections, which the admin volunteers page
  // reads (the interests); the home page loads them itself (`loadHomeBelow`).
  home: homeBelow,
  admin,
  // The routing admin pages' words (features/routing).
  routing,
  'admin-complaints': adminComplaints,
  'admin-categories': adminCategories,
  'admin-mail': adminMail,
  'admin-management': adminManagement,
  'admin-templates': adminTemplates,
  'admin-docs': adminDocs,
  'admin-plans': adminPlans,
  'admin-billing': adminBilling,
  'admin-support': adminSupport,
  'admin-volunteers': adminVolunteers,
  'admin-users': adminUsers,
  'admin-testimonials': adminTestimonials,
  'admin-integrations': adminIntegrations,
  'admin-queues': adminQueues,
  'admin-whatsapp': adminWhatsapp,
} as const;
