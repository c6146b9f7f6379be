/**
 * The initiative's public contact details, shown in the footer and on the contact page: the one place
 * to change them. The email and phone here are stand-ins until the initiative's real ones are known.
 */
export const SITE = {
  name: 'Goa Civic Portal',
  tagline: 'Report civic problems. Reach the right authority. Follow it to resolution.',
  office: {
    lines: ['Goa Civic Portal', 'Office 4, First Floor, Dr. Atmaram Borkar Road', 'Panaji, Goa 403001', 'India'],
  },
  email: 'support@goa-civic.local',
  phone: '+91 98900 12345',
  hours: 'Monday to Friday, 10:00 to 18:00 IST',
  copyrightYear: 2025,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
