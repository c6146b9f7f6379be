// Every test renders with the real English catalogue: i18next is initialised synchronously on import with the
// first screen's namespaces, and the deferred ones (a lazy chunk in the app) are added here at once.
import { deferredEn } from '../src/i18n/en/deferred';
import { addDeferredNamespaces } from '../src/i18n/i18n';

addDeferredNamespaces(deferredEn);
