import type { Catalogue } from '../catalogue';
import { admin } from './admin';
import { adminBilling } from './admin-billing';
import { adminCategories } from './admin-categories';
import { adminComplaints } from './admin-complaints';
import { adminDocs } from './admin-docs';
import { adminIntegrations } from './admin-integrations';
import { adminQueues } from './admin-queues';
import { adminWhatsapp } from './admin-whatsapp';
import { adminMail } from './admin-mail';
import { adminManagement } from './admin-management';
import { adminPlans } from './admin-plans';
import { adminSupport } from './admin-support';
import { adminTemplates } from './admin-templates';
import { adminTestimonials } from './admin-testimonials';
import { adminUsers } from './admin-users';
import { adminVolunteers } from './admin-volunteers';
import { auth } from './auth';
import { billing } from './billing';
import { common } from './common';
import { complaints } from './complaints';
import { content } from './content';
import { home } from './home';
import { messages } from './messages';
import { routing } from './routing';
import { shell } from './shell';
import { scorecards } from './scorecards';
import { respond } from './respond';
import { support } from './support';

/**
 * The Hindi catalogue: the same namespaces and keys as `en`, loaded on demand (i18n.ts, loadLanguage).
 * How it was written and what a native speaker should review: docs/adr/0057-translations.md.
 */
export const hi: Catalogue = {
  common,
  shell,
  messages,
  admin,
  content,
  auth,
  complaints,
  routing,
  home,
  support,
  scorecards,
  respond,
  billing,
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
};
