import { ADMIN_MODULE_LABELS, COMPLAINT_STATUSES, DEFAULT_PLANS, GOA_TOLERANCE_DEGREES, Messages } from '@civic/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';

const SECTIONS = [
  { id: 'roles', title: 'Roles and access' },
  { id: 'daily-tasks', title: 'Daily tasks' },
  { id: 'routing-rules', title: 'Routing rules' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
] as const;

function A({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {children}
    </Link>
  );
}

/** The complaint limits of the plans, from the plan defaults ("Free Citizen 3 a month, …"). */
function planLimits(): string {
  return DEFAULT_PLANS.map((p) => `${p.name} ${p.complaintLimit === null ? 'unlimited' : `${p.complaintLimit} a month`}`).join(', ');
}

/**
 * The Admin Guide (/admin/docs, admin spec section 2): a static help page for every admin covering roles,
 * daily tasks, routing rules and troubleshooting. It states that only admins can see and edit complaints
 * and routing.
 */
export function AdminGuidePage() {
  return (
    <Page
      title="Admin Guide"
      lead="How the back office works: who can do what, the daily routine, how complaints are routed and what to do when something goes wrong."
      width="wide"
    >
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>

      <p className="mt-6 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-100" data-testid="admin-only-statement">
        Only admins can see and edit complaints and routing. Citizens see only their own complaints, and authorities only receive the emails and letters sent to
        them.
      </p>

      <nav aria-label="On this page" className="mt-6">
        <ul className="flex flex-wrap gap-3 text-sm">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="rounded-lg bg-white px-3 py-1.5 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="prose-page mt-4 max-w-4xl">
        <section aria-labelledby="roles">
          <h2 id="roles">Roles and access</h2>
          <ul>
            <li>
              <strong>Citizen.</strong> Files complaints with photos and a location, follows them in My Complaints, and writes to support. A citizen has no
              admin access: the Admin area is not shown to them.
            </li>
            <li>
              <strong>Admin.</strong> Holds one or more modules and sees only the cards of the admin home for those modules, plus this guide. Admins cannot file
              complaints; billing questions go to Billing Management.
            </li>
            <li>
              <strong>Superadmin.</strong> Has every module and alone may open <A to="/admin/management">Admin Management</A> (create admins, choose their
              modules, reset their passwords, delete admins other than superadmins) and the <A to="/admin/mail">Sent Mail</A> log.
            </li>
          </ul>
          <p>The modules and what they open:</p>
          <div className="mb-4 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-900">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Module
                  </th>
                  <th scope="col" className="py-2">
                    Pages
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-700">
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.complaints}</td>
                  <td className="py-2">Complaints: review, update status, forward, archive, delete</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.routing}</td>
                  <td className="py-2">Routing Contacts, Template Import, Test Routing, Audit Logs</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.support}</td>
                  <td className="py-2">Support inbox, Volunteer submissions</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.categories}</td>
                  <td className="py-2">Complaint categories and subcategories</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.pricing}</td>
                  <td className="py-2">Plans, prices, GST and complaint limits</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.billing}</td>
                  <td className="py-2">Purchases, invoices, premium grants and downgrades</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.users}</td>
                  <td className="py-2">Verify, block or delete user accounts</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.email_templates}</td>
                  <td className="py-2">The emails the portal sends</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">{ADMIN_MODULE_LABELS.documents}</td>
                  <td className="py-2">The authority letter (PDF) attached to forwards</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="daily-tasks">
          <h2 id="daily-tasks">Daily tasks</h2>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">1. Review new complaints</h3>
          <p>
            Open <A to="/admin/complaints">Complaints</A> and choose the <em>pending</em> filter. For each complaint open <em>View details</em>: check the
            photos, the description, the category and the location (the map link opens the exact point; an <em>outside bounds</em> flag means the point was
            moved to the state border). Set <em>in_progress</em> when you start working on it. The statuses are {COMPLAINT_STATUSES.join(', ')}; any status may
            follow any other.
          </p>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">2. Forward to the authority</h3>
          <p>
            Choose <em>forwarded</em>, add a note for the authority if useful, and save. Before forwarding, the portal looks up the routing contact for the
            complaint's deepest known location. If there is none, it has no email, or it was found only at a higher level, the{' '}
            <em>{Messages.admin.complaints.deepestContactMissing}</em> dialog offers links to add the contact; <em>Continue anyway</em> forwards to the contact
            that was found. The authority receives an email with the authority letter (PDF) attached; the first recipient is the primary one and the others
            receive copies.
          </p>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">3. Keep reporters informed</h3>
          <p>
            Every saved status change is added to the complaint's history and emailed to the reporter, with your message. A rejection needs a note that explains
            it. Archive complaints that need no more work (they leave the list; <em>Show archived only</em> brings them back); delete only spam or duplicates,
            since deleting cannot be undone.
          </p>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">4. Answer the support inbox</h3>
          <p>
            In <A to="/admin/support">Support</A>, answer open tickets, move them to in progress or closed (the user is emailed on each status change), and keep
            internal notes for the team. Volunteer offers are under <A to="/admin/volunteers">Volunteers</A>.
          </p>
        </section>

        <section aria-labelledby="routing-rules">
          <h2 id="routing-rules">Routing rules</h2>
          <ul>
            <li>
              <strong>Deepest level first.</strong> Rural: village, then taluka (subdistrict), then district. Urban: urban local body (ULB), then district. The
              first usable contact along this chain receives the complaint.
            </li>
            <li>
              <strong>Category before default.</strong> At each level a contact for the complaint's category is used before the location's default contact (a
              contact without a category).
            </li>
            <li>
              <strong>Usable contacts only.</strong> Inactive contacts and contacts without an email are skipped. Each contact may have up to three additional
              recipients, who receive copies.
            </li>
            <li>
              <strong>Editing contacts.</strong> Add or edit one contact in <A to="/admin/routing">Routing Contacts</A>, or many at once with the{' '}
              <A to="/admin/routing/template">template import</A>: download the .xlsx template, fill in Authority Email and Designation (always together),
              upload it to validate, then import. Do not change Row ID or Location; rows with an email become active. Check a location with{' '}
              <A to="/admin/routing/test">Test Routing</A>; every change is listed in <A to="/admin/routing/logs">Audit Logs</A>.
            </li>
          </ul>
        </section>

        <section aria-labelledby="troubleshooting">
          <h2 id="troubleshooting">Troubleshooting</h2>
          <dl className="space-y-4">
            <div>
              <dt className="font-semibold text-slate-900">“{Messages.admin.routing.noContact}” or the routing dialog appears</dt>
              <dd className="text-slate-700">
                No usable contact exists at the complaint's location. Add one in <A to="/admin/routing">Routing Contacts</A> (or fill the row in the{' '}
                <A to="/admin/routing/template">routing template</A>), run <A to="/admin/routing/test">Test Routing</A> for the location, then forward again.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">An email did not arrive</dt>
              <dd className="text-slate-700">
                Every email is recorded in the <A to="/admin/mail">sent-mail log</A> (superadmins) with its recipients, status and attachments: <em>sent</em>{' '}
                was accepted by the mail server, <em>stored</em> is kept in the database because no mail server is configured, <em>failed</em> shows the error.
                Check the recipient address in the routing contact, then forward again.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">A location is flagged “outside bounds”</dt>
              <dd className="text-slate-700">
                The reporter's point was just outside the state (by at most {GOA_TOLERANCE_DEGREES}°) and was moved to the nearest border. Open the map link and
                compare it with the address and photos before forwarding.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">A citizen cannot file a complaint (quota)</dt>
              <dd className="text-slate-700">
                Complaints are limited per calendar month by plan (by default {planLimits()}; the limits are set under Pricing); the count resets at the start
                of the next month. An admin with the billing module can grant a premium plan in <A to="/admin/billing">Billing</A>.
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </Page>
  );
}
