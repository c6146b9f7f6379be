import { useNavigate } from 'react-router-dom';
import { Notice } from '../components/ui/page';

/** Any unknown path (citizen spec section 2): Go Back and Go Home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Notice title="Page not found" tone="warning" message="We could not find the page you were looking for. It may have moved, or the address may be mistyped.">
      <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
        Go Back
      </button>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
        Go Home
      </button>
    </Notice>
  );
}
