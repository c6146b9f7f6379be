import { admin } from './admin';
import { adminBilling } from './admin-billing';
import { adminCategories } from './admin-categories';
import { adminComplaints } from './admin-complaints';
import { adminDocs } from './admin-docs';
import { adminIntegrations } from './admin-integrations';
import { adminQueues } from './admin-queues';
import { adminMail } from './admin-mail';
import { adminManagement } from './admin-management';
import { adminPlans } from './admin-plans';
import { adminSupport } from './admin-support';
import { adminTemplates } from './admin-templates';
import { adminTestimonials } from './admin-testimonials';
import { adminUsers } from './admin-users';
import { adminVolunteers } from './admin-volunteers';
import { auth } from './auth';
import { deferredMessages } from './messages-admin';
import { homeBelow } from './home-below';
import { billing } from './billing';
import { complaints } from './complaints';
import { content } from './content';
import { routing } from './routing';
import { respond } from './respond';
import { scorecards } from './scorecards';
import { support } from './support';

/**
 * The namespaces that the first screen does not read: a chunk of its own, loaded by `loadDeferredNamespaces`
 * (../i18n.ts) together with every lazy page and the sign-in modal, so the home page's bundle stays small.
 */
export const deferredEn = {
  // Merged into the initial `messages` namespace (deep): its admin section.
  messages: deferredMessages,
  // Merged into the initial `home` namespace (deep): the sections below the first screen.
  home: homeBelow,
  content,
  auth,
  complaints,
  routing,
  support,
  scorecards,
  respond,
  billing,
  admin,
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
} as const;
