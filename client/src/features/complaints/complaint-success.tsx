import { Messages } from '@civic/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/** The success screen (citizen spec section 2): the complaint id and a File Another Complaint button. */
export function ComplaintSuccess({ id, onFileAnother }: { id: string; onFileAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700" aria-hidden="true">
        ✓
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-3xl font-bold text-slate-900 outline-none">
        {Messages.complaint.submitted}
      </h1>
      <p className="mt-3 text-lg text-slate-700" role="status">
        Your complaint ID is{' '}
        <strong className="font-mono" data-testid="complaint-id">
          {id}
        </strong>
        .
      </p>
      <p className="mt-2 text-slate-600">We have emailed you an acknowledgement. Follow its progress in My Complaints.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={onFileAnother}>
          File Another Complaint
        </button>
        <Link to="/dashboard" className="btn btn-secondary">
          View My Complaints
        </Link>
      </div>
    </div>
  );
}
