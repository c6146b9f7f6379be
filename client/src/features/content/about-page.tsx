import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';

export function AboutPage() {
  return (
    <Page
      title="About the Goa Civic Portal"
      lead="A citizen-led platform that helps the people of Goa get civic problems in front of the authorities who can fix them."
    >
      <div className="prose-page">
        <h2>Who we are</h2>
        <p>
          The Goa Civic Portal is run by a volunteer advocacy initiative of residents, lawyers, engineers and students who believe that reporting a civic
          problem should be simple, and that every report deserves an answer. We are not a government body; we work alongside the panchayats, municipal
          councils, the Corporation of the City of Panaji and state departments.
        </p>
        <h2>What we offer</h2>
        <ul>
          <li>
            <strong>Complaint filing and routing.</strong> Report roads, garbage, safety, police, stray animal, electricity, environmental and illegal
            construction issues with photos and an exact location. We route each complaint to the authority responsible for that village, taluka or
            municipality.
          </li>
          <li>
            <strong>Case tracking.</strong> Follow each complaint from submission to resolution in your dashboard, with email updates at every step.
          </li>
          <li>
            <strong>RTI research.</strong> Our volunteers help citizens draft Right to Information requests to find out what was done about a problem, and by
            whom.
          </li>
          <li>
            <strong>Complaint toolkits.</strong> Guides and templates for writing effective complaints, escalating them and following up.
          </li>
        </ul>
        <h2>How we are funded</h2>
        <p>
          Filing complaints is free. Premium plans for frequent reporters, advocates and resident groups, together with donations, pay for hosting and for the
          time our team spends following up cases.
        </p>
        <h2>Get involved</h2>
        <p>
          Want to help?{' '}
          <Link to="/#join-us" className="font-semibold text-brand-700 underline">
            Volunteer with us
          </Link>{' '}
          or{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            get in touch
          </Link>
          .
        </p>
      </div>
    </Page>
  );
}
