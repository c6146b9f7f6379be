#!/usr/bin/env bash
# `npm test`: unit tests, API tests against real PostgreSQL and Redis, then browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# CI has built already (.ci/run builds once, before checking the generated files): SKIP_BUILD=1 skips it here.
if [ "${SKIP_BUILD:-}" != 1 ]; then npm run build; fi
npm run test:unit
npm run test:api
npm run test:e2e
