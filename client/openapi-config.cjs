/**
 * RTK Query code generation from the server's OpenAPI document (`npm run codegen -w client`).
 * Refresh openapi.yaml first: `npx tsc -b libs/contracts server && npm run openapi -w server`.
 *
 * Six files, all injected into `baseApi`: the admin endpoints (paths under /api/admin) in generated-admin.ts, which
 * only the admin pages import (through ./src/api/admin.ts), the area alerts' (paths under /api/alerts) in
 * generated-alerts.ts, which only the alerts' pages and dialog import (through ./src/api/alerts.ts), following and
 * "Was it fixed?" in generated-follows.ts (through ./src/api/follows.ts: the public complaint page, My Complaints and
 * their own pages), My Profile's notification settings (/api/auth/me/phone/*, /api/auth/me/notification-channels)
 * in generated-hearing.ts (through ./src/api/hearing.ts), and the WhatsApp link's (/api/whatsapp/link) in
 * generated-whatsapp.ts (My Profile's lazy WhatsApp section), so that they stay out of the first screen's bundle
 * (docs/adr/0073-client-first-screen-budget.md); every other endpoint in generated.ts.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */

/** Whether an operation is an admin one (its path is under /api/admin). */
const isAdmin = (_name, operation) => operation.path === '/api/admin' || operation.path.startsWith('/api/admin/');

/** Whether an operation links a WhatsApp number from My Profile (its path is under /api/whatsapp/link). */
const isWhatsAppLink = (_name, operation) => operation.path === '/api/whatsapp/link' || operation.path.startsWith('/api/whatsapp/link/');
/** Whether an operation is one of My Profile's notification settings (the phone's verification, the channels). */
const isHearing = (_name, operation) => operation.path.startsWith('/api/auth/me/phone/') || operation.path === '/api/auth/me/notification-channels';

/** Whether an operation is an area alerts one (its path is under /api/alerts). */
const isAlerts = (_name, operation) => operation.path === '/api/alerts' || operation.path.startsWith('/api/alerts/');

/** Whether an operation is one of following a complaint or of "Was it fixed?" (docs/adr/0148, 0149). */
const isFollows = (_name, operation) =>
  /^\/api\/complaints\/(followed|follow-ups|\{id\}\/(follow|follow\/unsubscribe|follow-up|still-broken))$/.test(operation.path);

module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  exportName: 'api',
  hooks: true,
  tag: true,
  outputFiles: {
    // Open311 GeoReport v2 (/open311/v2) is for other apps, the Atom feeds (/feeds) for feed readers and the WhatsApp
    // webhook (/api/whatsapp) for Meta: the client never calls them.
    './src/api/generated.ts': {
      filterEndpoints: (name, operation) =>
        !name.startsWith('open311') &&
        !operation.path.startsWith('/feeds/') &&
        !operation.path.startsWith('/api/whatsapp/') &&
        !isAdmin(name, operation) &&
        !isAlerts(name, operation) &&
        !isFollows(name, operation) &&
        !isHearing(name, operation),
    },
    './src/api/generated-admin.ts': { filterEndpoints: isAdmin },
    './src/api/generated-alerts.ts': { filterEndpoints: isAlerts },
    './src/api/generated-follows.ts': { filterEndpoints: isFollows },
    './src/api/generated-whatsapp.ts': { filterEndpoints: isWhatsAppLink },
    './src/api/generated-hearing.ts': { filterEndpoints: isHearing },
  },
};
