// Every test renders with the real English catalogue: i18next is initialised synchronously on import with the
// first screen's namespaces, and the deferred ones (two lazy chunks in the app, the citizen pages' and the admin pages') are added here at once.
import { deferredEn } from '../src/i18n/en/deferred';
import { deferredAdminEn } from '../src/i18n/en/deferred-admin';
import { addDeferredNamespaces } from '../src/i18n/i18n';

addDeferredNamespaces(deferredEn);
addDeferredNamespaces(deferredAdminEn);
