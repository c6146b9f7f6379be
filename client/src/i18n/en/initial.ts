import { common } from './common';
import { homeInitial } from './home-initial';
import { initialMessages } from './messages';
import { shell } from './shell';

/**
 * The namespaces in the initial bundle: what the shell, the home page, the route titles and the error pages read
 * before any lazy chunk loads (the first screen's JavaScript stays small). Every other namespace is in
 * ./deferred.ts, loaded with the first lazy page (`loadDeferredNamespaces` in ../i18n.ts), and so is the admin part
 * of `messages`; so is `admin` (the admin cards' titles are the admin routes' titles, and those routes are a lazy
 * chunk: client/src/app/admin-routes.tsx). Of `home`, only the first screen's sections are here (./home-initial.ts).
 */
export const initialEn = { common, shell, messages: initialMessages, home: homeInitial } as const;
