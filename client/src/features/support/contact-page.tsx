import { Page } from '../../components/ui/page';
import { SITE } from '../../app/site-info';

/** The contact page (citizen spec section 2): office address and mobile number; the form is built in a later issue. */
export function ContactPage() {
  return (
    <Page title="Contact Us" lead="Questions about a complaint, your plan or volunteering? We reply within 3 business days." width="wide">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">Office</h2>
          <address className="mt-3 text-slate-700 not-italic leading-7">
            {SITE.office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Phone and email</h2>
          {SITE.phone && (
            <p className="mt-3 text-slate-700">
              Mobile:{' '}
              <a href={`tel:${SITE.phone.replace(/\s/g, '')}`} className="font-semibold text-brand-700 underline">
                {SITE.phone}
              </a>
            </p>
          )}
          <p className="mt-1 text-slate-700">
            Email:{' '}
            <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-700 underline">
              {SITE.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-500">{SITE.hours}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">Send us a message</h2>
          <p className="mt-3 text-slate-700">This page is being built.</p>
        </div>
      </div>
    </Page>
  );
}
