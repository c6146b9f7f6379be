import type { en } from '../en/index';
import { admin } from './admin';
import { adminCategories } from './admin-categories';
import { adminComplaints } from './admin-complaints';
import { adminDocs } from './admin-docs';
import { adminMail } from './admin-mail';
import { adminIntegrations } from './admin-integrations';
import { adminQueues } from './admin-queues';
import { adminWhatsapp } from './admin-whatsapp';
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
import { scorecards } from './scorecards';
import { respond } from './respond';
import { support } from './support';
import { adminSupport } from './admin-support';
import { adminVolunteers } from './admin-volunteers';
import { adminUsers } from './admin-users';
import { adminTestimonials } from './admin-testimonials';

/**
 * The Marathi catalogue (`mr`). Same namespaces, keys, {placeholders} and <tags> as en/index.ts; each namespace
 * is typed `satisfies Shape<typeof en...>`. The portal's own name is written in Marathi (गोवा नागरी पोर्टल); other brand names (Razorpay, Google), emails,
 * URLs, codes (SUP-..., INV/...) and the server's enum values quoted in messages (pending, in_progress...) stay
 * as they are. The register is the standard Marathi of Maharashtra/Goa government offices.
 *
 * Glossary (used the same way on every screen; a native speaker should review it first):
 *   complaint          तक्रार (pl. तक्रारी)          grievance        गाऱ्हाणे
 *   district           जिल्हा                        taluka           तालुका (subdistrict: उपजिल्हा)
 *   village            गाव                           municipality     नगरपालिका
 *   ULB                नागरी स्थानिक स्वराज्य संस्था (ULB)   authority  प्राधिकरण
 *   routing contact    राउटिंग संपर्क                category         श्रेणी
 *   status             स्थिती                        urgency          तातडी
 *   pending            प्रलंबित                      in progress      कार्यवाही सुरू
 *   resolved           निवारण झाले                   rejected         नाकारली
 *   forwarded          पुढे पाठवली                   escalation       वरिष्ठांकडे पाठवणे
 *   invoice            बीजक (GST invoice: GST बीजक)  GST              GST (kept)
 *   plan               योजना                         premium          प्रीमियम
 *   subscription       सदस्यता                       purchase         खरेदी
 *   refund             परतावा                        payment          पेमेंट
 *   support            सहाय्य                        ticket           तिकीट
 *   volunteer          स्वयंसेवक                     testimonial      अभिप्राय
 *   template           साचा                          admin            प्रशासक (superadmin: मुख्य प्रशासक)
 *   user               वापरकर्ता                     citizen          नागरिक
 *   save / delete      जतन करा / हटवा                please           कृपया
 *   Failed to X        X करता आले नाही               Loading…         लोड होत आहे…
 */
export const mr = {
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
} as const satisfies { readonly [K in keyof typeof en]: unknown };
