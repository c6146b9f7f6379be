/** The Admin Guide (/admin/docs). Links are named after their page: <management>, <mail>, <complaints>, <support>, <volunteers>, <contacts>, <template>, <test>, <logs>, <billing>. */
export const adminDocs = {
  title: 'Admin Guide',
  lead: 'How the back office works: who can do what, the daily routine, how complaints are routed and what to do when something goes wrong.',
  adminOnly:
    'Only admins can see and edit complaints and routing. Citizens see only their own complaints, and authorities only receive the emails and letters sent to them.',
  onThisPage: 'On this page',
  sections: {
    roles: 'Roles and access',
    dailyTasks: 'Daily tasks',
    routingRules: 'Routing rules',
    troubleshooting: 'Troubleshooting',
  },
  roles: {
    citizen:
      '<strong>Citizen.</strong> Files complaints with photos and a location, follows them in My Complaints, and writes to support. A citizen has no admin access: the Admin area is not shown to them.',
    admin:
      '<strong>Admin.</strong> Holds one or more modules and sees only the cards of the admin home for those modules, plus this guide. Admins cannot file complaints; billing questions go to Billing Management.',
    superadmin:
      '<strong>Superadmin.</strong> Has every module and alone may open <management>Admin Management</management> (create admins, choose their modules, reset their passwords, delete admins other than superadmins) and the <mail>Sent Mail</mail> log.',
    modulesIntro: 'The modules and what they open:',
    tableLabel: 'Modules and the pages they open',
    module: 'Module',
    pages: 'Pages',
    modulePages: {
      complaints: 'Complaints: review, update status, forward, archive, delete',
      routing: 'Routing Contacts, Template Import, Test Routing, Audit Logs',
      support: 'Support inbox, Volunteer submissions',
      categories: 'Complaint categories and subcategories',
      pricing: 'Plans, prices, GST and complaint limits',
      billing: 'Purchases, invoices, premium grants and downgrades',
      users: 'Verify, block or delete user accounts',
      email_templates: 'The emails the portal sends',
      documents: 'The authority and escalation letters (PDF) attached to forwards and escalations',
    },
  },
  daily: {
    reviewTitle: '1. Review new complaints',
    review:
      'Open <complaints>Complaints</complaints> and choose the <em>pending</em> filter. For each complaint open <em>View details</em>: check the photos, the description, the category and the location (the map link opens the exact point; an <em>outside bounds</em> flag means the point was moved to the state border). Set <em>in_progress</em> when you start working on it. The statuses are {statuses}; any status may follow any other.',
    forwardTitle: '2. Forward to the authority',
    forward:
      "Choose <em>forwarded</em>, add a note for the authority if useful, and save. Before forwarding, the portal looks up the routing contact for the complaint's deepest known location. If there is none, it has no email, or it was found only at a higher level, the <em>{dialog}</em> dialog offers links to add the contact; <em>Continue anyway</em> forwards to the contact that was found. The authority receives an email with the authority letter (PDF) attached; the first recipient is the primary one and the others receive copies.",
    informTitle: '3. Keep reporters informed',
    inform:
      "Every saved status change is added to the complaint's history and emailed to the reporter, with your message. A rejection needs a note that explains it. Archive complaints that need no more work (they leave the list; <em>Show archived only</em> brings them back); delete only spam or duplicates, since deleting cannot be undone.",
    supportTitle: '4. Answer the support inbox',
    support:
      'In <support>Support</support>, answer open tickets, move them to in progress or closed (the user is emailed on each status change), and keep internal notes for the team. Volunteer offers are under <volunteers>Volunteers</volunteers>.',
  },
  rules: {
    deepest:
      '<strong>Deepest level first.</strong> Rural: village, then taluka (subdistrict), then district. Urban: urban local body (ULB), then district. The first usable contact along this chain receives the complaint.',
    category:
      "<strong>Category before default.</strong> At each level a contact for the complaint's category is used before the location's default contact (a contact without a category).",
    usable:
      '<strong>Usable contacts only.</strong> Inactive contacts and contacts without an email are skipped. Each contact may have up to three additional recipients, who receive copies.',
    editing:
      '<strong>Editing contacts.</strong> Add or edit one contact in <contacts>Routing Contacts</contacts>, or many at once with the <template>template import</template>: download the .xlsx template, fill in Authority Email and Designation (always together), upload it to validate, then import. Do not change Row ID or Location; rows with an email become active. Check a location with <test>Test Routing</test>; every change is listed in <logs>Audit Logs</logs>.',
  },
  trouble: {
    noContactTitle: '“{message}” or the routing dialog appears',
    noContact:
      "No usable contact exists at the complaint's location. Add one in <contacts>Routing Contacts</contacts> (or fill the row in the <template>routing template</template>), run <test>Test Routing</test> for the location, then forward again.",
    emailTitle: 'An email did not arrive',
    email:
      'Every email is recorded in the <mail>sent-mail log</mail> (superadmins) with its recipients, status and attachments: <em>sent</em> was accepted by the mail server, <em>stored</em> is kept in the database because no mail server is configured, <em>failed</em> shows the error. Check the recipient address in the routing contact, then forward again.',
    boundsTitle: 'A location is flagged “outside bounds”',
    bounds:
      "The reporter's point was just outside the state (by at most {tolerance}°) and was moved to the nearest border. Open the map link and compare it with the address and photos before forwarding.",
    quotaTitle: 'A citizen cannot file a complaint (quota)',
    quota:
      'Complaints are limited per calendar month by plan (by default {limits}; the limits are set under Pricing); the count resets at the start of the next month. An admin with the billing module can grant a premium plan in <billing>Billing</billing>.',
    planLimit: '{plan} {n} a month',
    planUnlimited: '{plan} unlimited',
  },
} as const;
