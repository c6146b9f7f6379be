// Vite defines import.meta.env; elsewhere (Jest) there is none.
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/** The support mobile number shown when VITE_CONTACT_PHONE is not set (docs/adr/0061-client-shell.md). */
export const DEFAULT_CONTACT_PHONE = '+91 832 242 5000';

/**
 * The initiative's public contact details, shown in the footer and on the contact page. The email and
 * mobile number are set at build time with VITE_CONTACT_EMAIL and VITE_CONTACT_PHONE (README,
 * Configuration); without them the defaults are shown (the contact page always shows an email and
 * a mobile number). The words (name, tagline, office address, hours) are in the shell catalogue (`shell:site`).
 */
export const SITE = {
  email: env.VITE_CONTACT_EMAIL || 'support@goa-civic.local',
  phone: env.VITE_CONTACT_PHONE || DEFAULT_CONTACT_PHONE,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

/** The licence of the portal's open data (the complaints and the scorecards), linked wherever they are offered. */
export const OPEN_DATA_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
