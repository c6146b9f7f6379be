#!/usr/bin/env bash
# `npm test`: unit tests, API tests against real PostgreSQL and Redis, then browser journeys in Chromium; each layer's
# time is printed after it.
set -euo pipefail
cd "$(dirname "$0")/.."
layer() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "::: $name took $((SECONDS - started)) s"
}
# CI has built already (.ci/run builds once, before checking the generated files): SKIP_BUILD=1 skips it here.
if [ "${SKIP_BUILD:-}" != 1 ]; then layer build npm run build; fi
layer unit npm run test:unit
layer api npm run test:api
layer e2e npm run test:e2e
