#!/usr/bin/env bash
# `npm test`: unit tests, API tests against real PostgreSQL and Redis, then browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
npm run test:unit
npm run test:api
npm run test:e2e
