/**
 * RTK Query code generation from the server's OpenAPI document (`npm run codegen -w client`).
 * Refresh openapi.yaml first: `npx tsc -b libs/contracts server && npm run openapi -w server`.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
  // Open311 GeoReport v2 (/open311/v2) is for other apps, not this client.
  filterEndpoints: (name) => !name.startsWith('open311'),
};
