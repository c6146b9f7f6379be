import { Link } from 'react-router-dom';
import { PageBeingBuilt } from '../../components/ui/page';

/** An admin page whose feature is built in a later issue: its heading, one sentence and a way back. */
export function AdminSectionPage({ title }: { title: string }) {
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
        <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> Admin Dashboard
        </Link>
      </div>
      <PageBeingBuilt title={title} />
    </>
  );
}
