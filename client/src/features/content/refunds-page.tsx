import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';

export function RefundsPage() {
  return (
    <Page title="Refund Policy" lead="Our 30-day money-back guarantee and how cancellations work.">
      <div className="prose-page">
        <h2>One-time purchases</h2>
        <p>
          One-time purchases come with a 30-day money-back guarantee: ask within 30 days of payment and you get a full refund. Refunds are processed in 5–10
          business days to the original payment method.
        </p>
        <h2>Monthly subscriptions</h2>
        <p>
          Subscriptions are billed monthly. You can cancel at any time from Billing: cancelling at the end of the period keeps your premium access until the
          period ends, while cancelling immediately ends it at once. Cancelling stops future renewals; months already billed are not refunded retroactively.
        </p>
        <h2>How to ask for a refund</h2>
        <p>
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{' '}
          with the order ID shown under Billing. We confirm by email once the refund has been issued.
        </p>
        <h2>Free features</h2>
        <p>Filing complaints on the Free plan, and level 1 and level 2 escalations on every plan, are free and involve no payment.</p>
      </div>
    </Page>
  );
}
