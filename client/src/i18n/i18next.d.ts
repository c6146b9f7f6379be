import 'i18next';
import type { en } from './en/index';

/** Typed keys and placeholders: a misspelt key or a missing `{value}` is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
