import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { Notice } from '../components/ui/page';
import type { Translate } from '../i18n/i18n';
import { selectIsAdmin, selectIsSignedIn } from '../features/auth/session.slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { openAuthModal } from './ui.slice';

/** 'Please log in to continue.' with a Log in button that opens the login modal (citizen spec section 2). */
export function LoginPrompt() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['common', 'messages']);
  return (
    <Notice message={t('messages:common.loginPrompt')}>
      <button type="button" className="btn btn-primary" onClick={() => dispatch(openAuthModal('login'))}>
        {t('actions.logIn')}
      </button>
    </Notice>
  );
}

/** Shown to non-admins on admin pages and to admins without the page's module ('You are not authorised to view this page.'). */
export function NotAuthorised({ message }: { message?: string }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Notice tone="warning" message={message ?? t('guards.notAuthorised')}>
      <Link to="/" className="btn btn-secondary">
        {t('common:actions.goHome')}
      </Link>
    </Notice>
  );
}

/** A signed-in route: visitors get the login prompt. */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <LoginPrompt />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * A citizen route that admins are pointed away from (/complaint, /billing): visitors get the login
 * prompt, admins the given message with a link to their admin page.
 */
export function RequireCitizen({
  adminMessage,
  adminLink,
  adminLinkLabel,
  children,
}: {
  adminMessage: (t: Translate) => string;
  adminLink: string;
  adminLinkLabel: (t: Translate) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!signedIn) return <LoginPrompt />;
  if (isAdmin) {
    return (
      <Notice tone="warning" message={adminMessage(t)}>
        <Link to={adminLink} className="btn btn-primary">
          {adminLinkLabel(t)}
        </Link>
      </Notice>
    );
  }
  return <>{children ?? <Outlet />}</>;
}
