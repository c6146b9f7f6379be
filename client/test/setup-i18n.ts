// Every test renders with the real English catalogue: i18next is initialised synchronously on import with the
// first screen's namespaces, and the deferred ones (three lazy chunks in the app: the citizen pages', the wizard's and
// the admin pages') are added here at once.
import { deferredEn } from '../src/i18n/en/deferred';
import { deferredAdminEn } from '../src/i18n/en/deferred-admin';
import { deferredComplaintsEn } from '../src/i18n/en/deferred-complaints';
import { addDeferredNamespaces } from '../src/i18n/i18n';

addDeferredNamespaces(deferredEn);
addDeferredNamespaces(deferredComplaintsEn);
addDeferredNamespaces(deferredAdminEn);
