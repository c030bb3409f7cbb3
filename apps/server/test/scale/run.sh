#!/usr/bin/env bash
# npm run test:scale: the scale-out test (issue 18 point 6). Needs PostgreSQL on TEST_DATABASE_URL
# (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and dropped) and
# Debian's haproxy, installed here when missing; runs the server bundle, built here from the sources.
set -euo pipefail
cd "$(dirname "$0")/../../../.."

if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "Installing haproxy …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
fi
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
export HAPROXY="$(command -v haproxy || echo /usr/sbin/haproxy)"

node apps/server/build.mjs
exec npx vitest run --config apps/server/vitest.scale.config.ts "$@"
