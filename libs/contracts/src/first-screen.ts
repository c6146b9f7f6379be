/**
 * The cookie by which the browser tells the server which HTML suits it for the home page (issue 14): the build
 * prerenders the home page's first screen for a visitor who is signed out and reads English (index.html); a device
 * where someone is signed in or another language is chosen gets the empty app page (app.html) instead, so it never
 * shows the prerendered page for a moment before its own. A preference, not an identifier: 'prerendered' or 'app',
 * set by the client (client/src/app/first-screen-hint.ts), read by server/src/kernel/http/client-assets.ts.
 */
export const FIRST_SCREEN_COOKIE = 'civic_home';

/** The cookie's values: which page "/" should be answered with. */
export const FirstScreen = { Prerendered: 'prerendered', App: 'app' } as const;
export type FirstScreen = (typeof FirstScreen)[keyof typeof FirstScreen];
