import { useTranslation } from 'react-i18next';

/**
 * The error page of the routes (citizen spec section 8): 'Unexpected Application Error!' with the error's message,
 * Reload and Go Home. Rendered by RouteErrorBoundary (./route-error-boundary.tsx) with what a route threw.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation(['shell', 'common', 'messages']);
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-red-700">{t('messages:common.unexpected')}</h1>
      {detail && <p className="mt-3 text-slate-700">{detail}</p>}
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        {/* A plain link: the router that failed may not be able to navigate. */}
        <a href="/" className="btn btn-primary">
          {t('common:actions.goHome')}
        </a>
      </div>
    </div>
  );
}
