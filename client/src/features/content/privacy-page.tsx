import { Page } from '../../components/ui/page';
import { SITE } from '../../app/site-info';

export function PrivacyPage() {
  return (
    <Page title="Privacy Policy" lead="What we collect, why, and who sees it.">
      <div className="prose-page">
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details: your name, email address, phone number and password (stored only as a secure hash), or your Google account email if you sign in
            with Google.
          </li>
          <li>Complaints: the category, description, address, landmark, photos and the location you give us.</li>
          <li>Purchases: the plan, amount and payment reference. Card details are handled by our payment provider and never reach our servers.</li>
          <li>Support messages and volunteer submissions you send us.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To forward your complaint to the responsible authority and to send you updates about it.</li>
          <li>To run your account, apply your plan’s limits and issue GST invoices.</li>
          <li>To answer your support requests.</li>
        </ul>
        <h2>Who sees it</h2>
        <p>
          Complaint details, photos and location are shared with the government authority the complaint is routed to, and with our admin team. We do not sell
          your data or share it for advertising.
        </p>
        <h2>Storage and retention</h2>
        <p>
          Your data is stored on servers we control. You can update your profile at any time and ask us to delete your account by contacting{' '}
          <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-700 underline">
            {SITE.email}
          </a>
          . Records we must keep by law, such as invoices, are retained for the required period.
        </p>
        <h2>Children</h2>
        <p>The service is not for children under 13, and we do not knowingly collect data from them.</p>
        <h2>Changes</h2>
        <p>We will post any change to this policy on this page and, for significant changes, notify registered users by email.</p>
      </div>
    </Page>
  );
}
