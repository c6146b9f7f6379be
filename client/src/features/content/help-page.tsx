import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';

export function HelpPage() {
  return (
    <Page title="Help Centre" lead="Answers to the questions citizens ask most often.">
      <div className="prose-page">
        <h2>Filing a complaint</h2>
        <p>
          Sign in and open{' '}
          <Link to="/complaint" className="font-semibold text-brand-700 underline">
            File a Complaint
          </Link>
          . The form has three steps: choose a category and the specific issue (or describe it under “Other”); add a title, the address or area, a landmark, the
          urgency, photos and the exact location; then review, tick the authorisation box and submit. You receive a complaint ID and an email confirmation.
        </p>
        <h2>Photos</h2>
        <p>
          JPG, PNG and WEBP photos of up to 10 MB each are accepted. The Free plan allows one photo per complaint; premium plans allow up to five. If a photo
          carries location data, we use it to place the pin, unless you have already set the location yourself.
        </p>
        <h2>Location</h2>
        <p>
          Every complaint needs an exact location inside Goa. Use your device location, search for a place, or drop a pin on the map. A point just outside the
          state border is moved to the nearest border with a warning.
        </p>
        <h2>Following up</h2>
        <p>
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            My Complaints
          </Link>{' '}
          lists your complaints with their status: pending, in progress, forwarded to a department, resolved or rejected, with every update. You are also
          emailed when the status changes.
        </p>
        <h2>Plans and billing</h2>
        <p>
          Free Citizen allows 3 complaints per calendar month. Premium Citizen allows 10 and Advocate Plus is unlimited. Purchases, invoices and subscriptions
          are under Billing. See our{' '}
          <Link to="/refunds" className="font-semibold text-brand-700 underline">
            refund policy
          </Link>
          .
        </p>
        <h2>Account</h2>
        <p>
          You can change your name, email, phone and password under Profile. Forgot your password? Use “Forgot password” in the login window to receive a reset
          link by email.
        </p>
        <h2>Still stuck?</h2>
        <p>
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>
          ; we usually reply within 3 business days. For emergencies, call 112.
        </p>
      </div>
    </Page>
  );
}
