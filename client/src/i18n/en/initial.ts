import { admin } from './admin';
import { common } from './common';
import { home } from './home';
import { initialMessages } from './messages';
import { shell } from './shell';

/**
 * The namespaces in the initial bundle: what the shell, the home page, the route titles and the error pages read
 * before any lazy chunk loads (issue 14: the first screen's JavaScript stays small). Every other namespace is in
 * ./deferred.ts, loaded with the first lazy page (`loadDeferredNamespaces` in ../i18n.ts), and so is the admin part
 * of `messages`.
 */
export const initialEn = { common, shell, messages: initialMessages, admin, home } as const;
