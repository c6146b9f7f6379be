/**
 * The static pages (features/content). Each page is a title, a lead and a body of blocks: `h` a heading, `p` a
 * paragraph, `ul` a list. Inline markup: `<strong>`, and links named after their page (`<contact>`,
 * `<complaint>`, `<dashboard>`, `<refunds>`, `<privacy>`, `<guidelines>`, `<joinUs>`, `<email>`).
 */
export const content = {
  about: {
    title: 'About the Goa Civic Portal',
    lead: 'A citizen-led platform that helps the people of Goa get civic problems in front of the authorities who can fix them.',
    body: [
      { h: 'Who we are' },
      {
        p: 'The Goa Civic Portal is run by a volunteer advocacy initiative of residents, lawyers, engineers and students who believe that reporting a civic problem should be simple, and that every report deserves an answer. We are not a government body; we work alongside the panchayats, municipal councils, the Corporation of the City of Panaji and state departments.',
      },
      { h: 'What we offer' },
      {
        ul: [
          '<strong>Complaint filing and routing.</strong> Report roads, garbage, safety, police, stray animal, electricity, environmental and illegal construction issues with photos and an exact location. We route each complaint to the authority responsible for that village, taluka or municipality.',
          '<strong>Case tracking.</strong> Follow each complaint from submission to resolution in your dashboard, with email updates at every step.',
          '<strong>RTI research.</strong> Our volunteers help citizens draft Right to Information requests to find out what was done about a problem, and by whom.',
          '<strong>Complaint toolkits.</strong> Guides and templates for writing effective complaints, escalating them and following up.',
        ],
      },
      { h: 'How we are funded' },
      {
        p: 'Filing complaints is free. Premium plans for frequent reporters, advocates and resident groups, together with donations, pay for hosting and for the time our team spends following up cases.',
      },
      { h: 'Get involved' },
      { p: 'Want to help? <joinUs>Volunteer with us</joinUs> or <contact>get in touch</contact>.' },
    ],
  },
  guidelines: {
    title: 'Community Guidelines',
    lead: 'A few rules that keep complaints useful for the authorities and fair to everyone.',
    body: [
      { h: 'Report real, public problems' },
      {
        ul: [
          'Report civic issues in Goa that affect the public: roads, waste, lighting, safety, animals, environment and unauthorised construction.',
          'Describe what you saw yourself, as accurately as you can. Do not exaggerate or file false complaints.',
          'One problem per complaint. If the same problem is in two places, file two complaints.',
        ],
      },
      { h: 'Photos' },
      {
        ul: [
          'Photograph the problem, not people. Avoid faces and vehicle number plates unless they are the subject of the complaint.',
          'Do not trespass or put yourself at risk to take a photo.',
          'Upload only photos you took or have the right to share.',
        ],
      },
      { h: 'Be respectful' },
      {
        ul: [
          'No abusive language, threats, personal attacks or allegations against named individuals.',
          'No political campaigning, advertising or spam.',
          'Complaints that break these rules may be rejected, and repeat offenders may be blocked.',
        ],
      },
      { h: 'Emergencies' },
      { p: 'This portal is not an emergency service. For fire, medical or police emergencies, call 112 immediately.' },
    ],
  },
  help: {
    title: 'Help Centre',
    lead: 'Answers to the questions citizens ask most often.',
    body: [
      { h: 'Filing a complaint' },
      {
        p: 'Sign in and open <complaint>File a Complaint</complaint>. The form has three steps: choose a category and the specific issue (or describe it under “Other”); add a title, the address or area, a landmark, the urgency, photos and the exact location; then review, tick the authorisation box and submit. You receive a complaint ID and an email confirmation.',
      },
      { h: 'Photos' },
      {
        p: 'JPG, PNG and WEBP photos of up to {photoMb} MB each are accepted. {freePlan} allows {freePhotos} photo per complaint; {premiumPlan} and {advocatePlan} allow up to {premiumPhotos}. If a photo carries location data, we use it to place the pin, unless you have already set the location yourself.',
      },
      { h: 'Location' },
      {
        p: 'Every complaint needs an exact location inside Goa. Use your device location, search for a place, or drop a pin on the map. A point just outside the state border is moved to the nearest border with a warning.',
      },
      { h: 'Following up' },
      {
        p: '<dashboard>My Complaints</dashboard> lists your complaints with their status: pending, in progress, forwarded to a department, resolved or rejected, with every update. You are also emailed when the status changes.',
      },
      { h: 'Plans and billing' },
      {
        p: '{freePlan} is free and allows {freeLimit} complaints per calendar month. {premiumPlan} ({premiumPrice} plus {gst} GST) allows {premiumLimit} complaints a month and {advocatePlan} ({advocatePrice} plus {gst} GST) has no monthly limit. Level 1 and level 2 escalations are free on every plan. Purchases, GST invoices and subscriptions are under Billing. See our <refunds>refund policy</refunds>.',
      },
      { h: 'Filing anonymously' },
      {
        p: 'Tick “File anonymously” in step 2 and your name, email and phone number are left out of the letter and email sent to the authority; the letter says the complaint comes from a citizen who asked to remain anonymous. Our admin team still sees who filed it, and you still receive every update by email and in My Complaints.',
      },
      { h: 'Support requests' },
      {
        p: 'Messages sent through the <contact>contact page</contact> get a ticket code such as SUP-7KQ2M, emailed to you. Signed in, you can follow them under <mySupport>My Support</mySupport>, together with the replies of our team.',
      },
      { h: 'Account' },
      {
        p: 'You can change your name, email, phone and password under Profile. Forgot your password? Use “Forgot password” in the login window to receive a reset link by email.',
      },
      { h: 'Still stuck?' },
      { p: '<contact>Contact us</contact>; we reply within 3 business days. For emergencies, call 112.' },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'What we keep, why, who sees it, and how to have it removed.',
    body: [
      { h: 'What we keep' },
      {
        ul: [
          '<strong>Your account:</strong> first and last name, email address, phone number, your plan, whether your email is verified, and your password stored only as a one-way hash (none at all if you sign in with Google).',
          '<strong>Your complaints:</strong> category, title, description, address, landmark, urgency, photos, the exact coordinates and how they were captured, the status history and the authorities they were forwarded to.',
          '<strong>Payments:</strong> the plan, amount, order and payment references and your GST invoices. Card and UPI details are handled by the payment provider and never reach our servers.',
          '<strong>Support:</strong> the messages you send from the contact page with their ticket history, and volunteer form submissions (name, email, optional phone, interest and message).',
          '<strong>Emails:</strong> a copy of each email the portal sends you (complaint updates, ticket replies, invoices), kept as a record that it was sent. One-time sign-in and reset links are not kept.',
        ],
      },
      { h: 'Who sees it' },
      {
        ul: [
          '<strong>The authority</strong> a complaint is forwarded to receives its details, photos and location, and your name, email and phone number, unless you filed anonymously.',
          '<strong>Our admin team</strong> sees complaints with their reporter, support tickets and volunteer submissions, each admin only for the areas assigned to them.',
          '<strong>The public</strong> sees only totals (complaints filed, resolved, active citizens) on the home page, never an individual complaint or name.',
          'We do not sell your data or share it for advertising.',
        ],
      },
      { h: 'Anonymous complaints' },
      {
        p: 'Filing anonymously hides your name, email and phone number from the authority: the forwarding letter and email say the complaint comes from a citizen who asked to remain anonymous. The complaint itself, its photos and location are still sent, our admin team can still see who filed it, and you still get every update.',
      },
      { h: 'How long we keep it' },
      {
        p: 'We keep your data while your account exists. On My Profile you can download a copy of everything we hold about you (your account, complaints with their history, support tickets, purchases, subscriptions and the photos you uploaded) and delete your account yourself. A deletion takes effect at once: your name, email, phone and password go, running subscriptions are cancelled, and your sessions end. Complaints already filed stay as public records for the authorities, without your name, email, phone or the words you did not choose to show publicly, because the work on them may still be under way. Invoices keep what GST law requires (number, date, amounts, tax and the name they were issued to) for the 72 months it asks, without your email. A confirmation goes to your old address, and the deletion is recorded in the admin audit log. Questions: <email>{email}</email>.',
      },
      {
        p: "What outlives the account, and why: the admin audit log (the record of who did what on the portal), the copies of the emails the portal sent (the record of what reached a person or an authority, and when) and, for 7 days, the portal's queue of recent events. In each of them your name, email address, phone number and the words of your messages are replaced with 'Deleted user' when the account is deleted; what was done and when stays. Support tickets keep their subject and messages, without your name and address, as the record of the help given.",
      },
      { h: 'Children' },
      { p: 'The service is not for children under 13, and we do not knowingly collect data from them.' },
      { h: 'Changes' },
      { p: 'We will post any change to this policy on this page and, for significant changes, notify registered users by email.' },
    ],
  },
  refunds: {
    title: 'Refund Policy',
    lead: 'Our 30-day money-back guarantee and how cancellations work.',
    body: [
      { h: 'One-time purchases' },
      {
        p: 'One-time purchases come with a {refundDays}-day money-back guarantee: ask within {refundDays} days of payment and you get a full refund. Refunds are processed in 5–10 business days to the original payment method.',
      },
      { h: 'Monthly subscriptions' },
      {
        p: 'Subscriptions are billed monthly. You can cancel at any time from Billing: cancelling at the end of the period keeps your premium access until the period ends, while cancelling immediately ends it at once. Cancelling stops future renewals; months already billed are not refunded retroactively.',
      },
      { h: 'How to ask for a refund' },
      { p: '<contact>Contact us</contact> with the order ID shown under Billing. We confirm by email once the refund has been issued.' },
      { h: 'Free features' },
      { p: 'Filing up to {freeLimit} complaints a month on {freePlan}, and level 1 and level 2 escalations on every plan, are free and involve no payment.' },
    ],
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The rules for using the Goa Civic Portal.',
    body: [
      { h: 'Who may use the portal' },
      {
        p: 'You must be 18 or older, or use the portal with the consent of a parent or guardian. When you sign up you confirm that you live in Goa and that the details you give are true.',
      },
      { h: 'Your account' },
      { p: 'Keep your password private. You are responsible for what is filed from your account. We may block accounts that break these terms.' },
      { h: 'Your complaints' },
      {
        ul: [
          'You must follow the <guidelines>community guidelines</guidelines>. Complaints must be truthful and about public civic issues.',
          'By ticking the authorisation box you allow our team to act on your behalf: to forward your complaint, with its photos and location, to the responsible authority and to follow it up.',
          'We may edit a complaint’s category or reject it if it is abusive, duplicate or outside our scope.',
        ],
      },
      { h: 'What we do not promise' },
      {
        p: 'We forward complaints and follow them up, but the decision and the work rest with the authorities. We cannot guarantee that a problem will be fixed or by when.',
      },
      { h: 'Plans and payments' },
      {
        p: '{freePlan} is free ({freeLimit} complaints a month, {freePhotos} photo each). {premiumPlan} costs {premiumPrice} and {advocatePlan} {advocatePrice}, each plus {gst} GST, paid once or monthly. Monthly subscriptions renew until cancelled. See the <refunds>refund policy</refunds> for refunds and cancellations.',
      },
      { h: 'Privacy' },
      { p: 'How we handle your data is described in the <privacy>privacy policy</privacy>.' },
      { h: 'Governing law' },
      { p: 'These terms are governed by the laws of India, and the courts at Panaji, Goa have jurisdiction.' },
    ],
  },
} as const;

/** One block of a static page's body. */
export type ProseBlock = { h: string } | { p: string } | { ul: readonly string[] };
