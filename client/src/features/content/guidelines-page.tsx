import { Page } from '../../components/ui/page';

export function GuidelinesPage() {
  return (
    <Page title="Community Guidelines" lead="A few rules that keep complaints useful for the authorities and fair to everyone.">
      <div className="prose-page">
        <h2>Report real, public problems</h2>
        <ul>
          <li>Report civic issues in Goa that affect the public: roads, waste, lighting, safety, animals, environment and unauthorised construction.</li>
          <li>Describe what you saw yourself, as accurately as you can. Do not exaggerate or file false complaints.</li>
          <li>One problem per complaint. If the same problem is in two places, file two complaints.</li>
        </ul>
        <h2>Photos</h2>
        <ul>
          <li>Photograph the problem, not people. Avoid faces and vehicle number plates unless they are the subject of the complaint.</li>
          <li>Do not trespass or put yourself at risk to take a photo.</li>
          <li>Upload only photos you took or have the right to share.</li>
        </ul>
        <h2>Be respectful</h2>
        <ul>
          <li>No abusive language, threats, personal attacks or allegations against named individuals.</li>
          <li>No political campaigning, advertising or spam.</li>
          <li>Complaints that break these rules may be rejected, and repeat offenders may be blocked.</li>
        </ul>
        <h2>Emergencies</h2>
        <p>This portal is not an emergency service. For fire, medical or police emergencies, call 112 immediately.</p>
      </div>
    </Page>
  );
}
