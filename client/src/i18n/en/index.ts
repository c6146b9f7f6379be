import { admin } from './admin';
import { adminCategories } from './admin-categories';
import { adminComplaints } from './admin-complaints';
import { adminDocs } from './admin-docs';
import { adminMail } from './admin-mail';
import { adminBilling } from './admin-billing';
import { adminPlans } from './admin-plans';
import { adminManagement } from './admin-management';
import { adminTemplates } from './admin-templates';
import { auth } from './auth';
import { billing } from './billing';
import { common } from './common';
import { complaints } from './complaints';
import { content } from './content';
import { home } from './home';
import { messages } from './messages';
import { routing } from './routing';
import { shell } from './shell';
import { support } from './support';
import { adminSupport } from './admin-support';
import { adminVolunteers } from './admin-volunteers';
import { adminUsers } from './admin-users';
import { adminTestimonials } from './admin-testimonials';
import { adminIntegrations } from './admin-integrations';

/**
 * The English catalogue: one namespace per feature folder, plus `common`, `shell` and `messages` (the spec's
 * messages from libs/contracts). English holds the spec's words exactly.
 */
export const en = {
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
} as const;
