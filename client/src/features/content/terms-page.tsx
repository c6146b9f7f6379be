import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';

export function TermsPage() {
  return (
    <Page title="Terms of Service" lead="The rules for using the Goa Civic Portal.">
      <div className="prose-page">
        <h2>Who may use the portal</h2>
        <p>
          You must be 18 or older, or use the portal with the consent of a parent or guardian. When you sign up you confirm that you live in Goa and that the
          details you give are true.
        </p>
        <h2>Your account</h2>
        <p>Keep your password private. You are responsible for what is filed from your account. We may block accounts that break these terms.</p>
        <h2>Your complaints</h2>
        <ul>
          <li>
            You must follow the{' '}
            <Link to="/guidelines" className="font-semibold text-brand-700 underline">
              community guidelines
            </Link>
            . Complaints must be truthful and about public civic issues.
          </li>
          <li>
            By ticking the authorisation box you allow our team to act on your behalf: to forward your complaint, with its photos and location, to the
            responsible authority and to follow it up.
          </li>
          <li>We may edit a complaint’s category or reject it if it is abusive, duplicate or outside our scope.</li>
        </ul>
        <h2>What we do not promise</h2>
        <p>
          We forward complaints and follow them up, but the decision and the work rest with the authorities. We cannot guarantee that a problem will be fixed or
          by when.
        </p>
        <h2>Plans and payments</h2>
        <p>
          Paid plans are billed in Indian rupees plus GST, one-time or monthly. See the{' '}
          <Link to="/refunds" className="font-semibold text-brand-700 underline">
            refund policy
          </Link>{' '}
          for refunds and cancellations.
        </p>
        <h2>Privacy</h2>
        <p>
          How we handle your data is described in the{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
        <h2>Governing law</h2>
        <p>These terms are governed by the laws of India, and the courts at Panaji, Goa have jurisdiction.</p>
      </div>
    </Page>
  );
}
