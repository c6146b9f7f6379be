import { VOLUNTEER_INTERESTS } from '@civic/contracts';

/**
 * The home page's sections below the first screen (features/home): testimonials, pricing with its checkout and the
 * join-us form. A chunk of its own, added to the `home` namespace when those sections load (`loadHomeBelow` in
 * ../i18n.ts) and with the admin pages' catalogue (./deferred-admin.ts: the admin volunteers page reads the interests).
 */
export const homeBelow = {
  testimonials: {
    title: 'Citizens across Goa',
    quote: '“{quote}”',
  },
  pricing: {
    title: 'Simple, transparent pricing',
    lead: 'Start free. Upgrade when you need more complaints, more photos or a GST invoice. Prices in INR.',
    loading: 'Loading plans',
    guarantee: '30-day money-back guarantee on one-time purchases. Level 1 and level 2 escalations are free on all plans.',
    mostPopular: 'Most Popular',
    forever: 'forever',
    perMonth: '/ month',
    oneTime: 'one-time',
    noPayment: 'No payment needed',
    plusGst: 'plus {rate} GST',
    unlimited: 'Unlimited complaints',
    perMonthLimit: '{n} complaints per month',
    limitation: 'Limitation: ',
    getStarted: 'Get Started Free',
    choose: 'Choose {plan}',
    whyUpgrade: 'Why Upgrade to Premium?',
    reasons: [
      { title: 'More complaints every month', text: 'Ten complaints a month on Premium Citizen, unlimited on Advocate Plus, for residents who report often.' },
      { title: 'Stronger evidence', text: 'Attach up to five photos of 10 MB each, so the authority sees the full extent of the problem.' },
      { title: 'GST invoice', text: 'Every paid purchase comes with a GST invoice you can download from Billing.' },
      { title: 'Support the initiative', text: 'Your plan funds RTI research, complaint toolkits and case tracking for everyone in Goa.' },
    ],
    howPremiumHelps: 'How Premium Helps',
    helps: {
      photos: 'Photos per complaint',
      complaints: 'Complaints on Advocate Plus',
      invoice: 'GST invoice per purchase',
      summary:
        '5 photos, unlimited complaints and 1 GST invoice: clearer evidence gets faster action, and advocates and resident groups never hit a monthly cap.',
    },
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        q: 'Is the free plan really free?',
        a: 'Yes. Free Citizen lets you file 3 complaints a month with one photo each, with email updates and level 1 and level 2 escalations. No card is needed.',
      },
      {
        q: 'What is the difference between one-time and monthly?',
        a: 'A one-time purchase upgrades your account once. Monthly billing renews every month until you cancel; cancelling stops future renewals.',
      },
      {
        q: 'Can I get a refund?',
        a: 'One-time purchases carry a 30-day money-back guarantee: a full refund within 30 days, processed in 5–10 business days. Subscriptions are monthly and are not refunded retroactively.',
      },
      { q: 'Are escalations charged?', a: 'No. Level 1 and level 2 escalations are free on all plans.' },
      { q: 'When does my complaint quota reset?', a: 'Quotas count complaints per calendar month and reset on the first day of each month.' },
    ],
    closing: {
      title: 'Ready to make your neighbourhood better?',
      text: 'File your first complaint in minutes. Upgrade any time.',
      trial: 'Start Free Trial',
      sales: 'Contact Sales',
    },
    billingDialog: {
      title: 'Choose Billing',
      description: 'How would you like to pay for {plan}?',
      oneTime: 'One-time',
      monthly: 'Monthly',
      oneTimeBuys: 'Pay {amount} once: the plan stays on your account with no end date, and a full refund is possible within 30 days.',
      monthlyBuys: 'Pay {amount} every month: renews monthly until you cancel; months already paid are not refunded.',
      /** The price of either mode, GST included. */
      total: '{amount} including {rate} GST',
    },
    /** The merchant name shown in Razorpay's Checkout. */
    checkoutName: 'Goa Civic Portal',
    /** The success message after a verified payment (citizen spec section 4). */
    paid: 'Payment successful. Your {plan} plan is active.',
    /** The local checkout of the embedded sandbox provider (no real money moves). */
    sandbox: {
      title: 'Sandbox checkout',
      description: 'A test checkout: no money is charged.',
      plan: 'Plan',
      billing: 'Billing',
      oneTime: 'One-time',
      monthly: 'Monthly',
      amount: 'Amount (GST included)',
      pay: 'Pay {amount}',
      fail: 'Fail payment',
      working: 'Working...',
    },
  },
  joinUs: {
    title: 'Join us',
    text: 'The Goa Civic Portal is run by volunteers. Help us research RTI requests, build complaint toolkits, follow up cases with authorities, or support the initiative financially.',
    ways: [
      'Volunteer with us on weekends or from home',
      'Support financially to keep the portal free for everyone',
      'Collaborate or partner as an NGO, resident group or business',
    ],
  },
  joinForm: {
    title: 'Support / Volunteer Form',
    lead: 'Tell us how you would like to help. We respond within 3 business days.',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone <optional>(optional)</optional>',
    phonePlaceholder: '+91 98xxxxxxxx',
    interest: 'I would like to',
    message: 'Message',
    messagePlaceholder: 'How would you like to help?',
    /** The interest options (`VOLUNTEER_INTERESTS` of libs/contracts, by value). */
    interests: Object.fromEntries(VOLUNTEER_INTERESTS.map((i) => [i.value, i.label])) as Record<string, string>,
    submit: 'Submit',
  },
} as const;
