import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import './i18n/i18n';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

/** The address whose first screen the build writes into index.html (PRERENDERED_PATH in main.tsx reads it back). */
export const PRERENDERED_PATH = '/';

/**
 * The HTML of the home page's first render for a visitor who is signed out, in English, with no data loaded yet
 * (issue 14: the first paint comes from the HTML instead of waiting for the script; the browser then hydrates it,
 * main.tsx). Run once at build time by the `prerender-home` plugin of vite.config.ts, in Node. React's static
 * prerender waits for every part loaded on demand (the sections below the first screen, the footer), so the page is
 * whole and the browser hydrates each part when its chunk arrives, instead of throwing the server's HTML away.
 */
export async function renderFirstScreen(): Promise<string> {
  // progressiveChunkSize: every part inline, in document order: React outlines a large part behind a script otherwise,
  // and the page's scripts must come from files (its Content-Security-Policy has no 'unsafe-inline').
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={makeStore()}>
      <StaticRouter location={PRERENDERED_PATH}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
