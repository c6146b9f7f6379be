import { useSessionInfo } from './use-session';

/**
 * Where a 'File a Complaint' or 'Start Free Trial' button leads (citizen spec sections 1 and 6): admins
 * cannot file complaints, so they go to the admin area (/admin); everyone else to the complaint form.
 */
export function useFilingPath(): '/admin' | '/complaint' {
  const { isAdmin } = useSessionInfo();
  return isAdmin ? '/admin' : '/complaint';
}
