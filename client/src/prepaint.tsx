import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { COMPLAINT_ID_SLOT, PRE_PAINTED_PAGES } from '@civic/contracts';
import { PRE_PAINT_ID } from './app/first-paint';
import { TopBarPlaceholder } from './app/shell/top-bar';
import { Page } from './components/ui/page';
import { AboutPage } from './features/content/about-page';
import { HeroFrame, HeroText } from './features/home/hero-section';
import { PublicComplaintLoading } from './features/public-map/public-complaint-page';
import { loadDeferredNamespaces } from './i18n/i18n';

/**
 * The app's frame as painted from the HTML: AppShell's column with the top bar's brand and the main area (at least a
 * screen tall, as in the app, so nothing below moves when the app takes over), around a page's first screen.
 */
function PrePaintFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBarPlaceholder />
      <main className="min-h-svh flex-1">{children}</main>
    </div>
  );
}

/** The filing wizard's heading and lead, as ComplaintPage renders them. */
function ComplaintHead() {
  const { t } = useTranslation('complaints');
  return <Page title={t('wizard.title')} lead={t('wizard.lead')} />;
}

/** My Complaints' heading and lead, as MyComplaintsPage renders them. */
function DashboardHead() {
  const { t } = useTranslation('complaints');
  return <Page title={t('mine.title')} lead={t('mine.lead')} width="wide" />;
}

/** The public map's heading and lead, as MapPage renders them (the map and its list arrive with the app). */
function MapHead() {
  const { t } = useTranslation('complaints');
  return <Page title={t('publicMap.title')} lead={t('publicMap.lead')} width="wide" />;
}

/** The scorecards' heading and lead, as ScorecardsPage renders them. */
function ScorecardsHead() {
  const { t } = useTranslation('scorecards');
  return <Page title={t('title')} lead={t('lead')} />;
}

/** A route parameter of a PRE_PAINTED_PAGES key ('/c/:id'), rendered with a placeholder value. */
const ROUTE_PARAMETER = /:\w+/;

/** Each pre-painted page's first screen, in English: the same components the app renders there, text only. */
const FIRST_SCREENS: Record<string, ReactNode> = {
  '/about': <AboutPage />,
  '/map': <MapHead />,
  '/scorecards': <ScorecardsHead />,
  // The server writes the address's id in place of the slot (libs/contracts' COMPLAINT_ID_SLOT).
  '/c/:id': <PublicComplaintLoading id={COMPLAINT_ID_SLOT} />,
  '/': (
    <HeroFrame>
      <HeroText />
    </HeroFrame>
  ),
  '/complaint': <ComplaintHead />,
  '/dashboard': <DashboardHead />,
};

/**
 * The HTML painted before the app's script runs for every address of libs/contracts' PRE_PAINTED_PAGES,
 * keyed by its file: `<div id="prepaint">` with the page's first screen, static markup (nothing to hydrate: the app
 * renders in its own hidden root and takes over, client/src/app/first-paint.ts). Run once at build time, in Node, by
 * client/prepaint-plugin.ts.
 */
export async function renderPrePaints(): Promise<Record<string, string>> {
  await loadDeferredNamespaces();
  const out: Record<string, string> = {};
  for (const [path, { file }] of Object.entries(PRE_PAINTED_PAGES)) {
    if (!FIRST_SCREENS[path]) throw new Error(`prepaint: no first screen for ${path}`);
    out[file] = renderToStaticMarkup(
      <StaticRouter location={path.replace(ROUTE_PARAMETER, PRE_PAINT_ID)}>
        <div id={PRE_PAINT_ID}>
          <PrePaintFrame>{FIRST_SCREENS[path]}</PrePaintFrame>
        </div>
      </StaticRouter>,
    );
  }
  return out;
}
