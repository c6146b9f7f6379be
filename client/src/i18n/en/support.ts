/** Support (features/support): the contact page and My Support. */
export const support = {
  contact: {
    title: 'Contact Us',
    lead: 'Questions about a complaint, your plan or volunteering? We reply within 3 business days.',
    office: 'Office',
    phoneAndEmail: 'Phone and email',
    mobile: 'Mobile: <link>{phone}</link>',
    email: 'Email: <link>{email}</link>',
    sendMessage: 'Send us a message',
  },
  mySupport: {
    title: 'My Support',
  },
} as const;
