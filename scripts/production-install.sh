#!/usr/bin/env bash
# The production install of docs/deploy.md, checked: a copy of this tree with its build (dist/,
# made here when stale), `npm ci --omit=dev`, then the development tools that npm still installs
# (optional peers of runtime packages, docs/decisions/048-built-server.md) deleted, to prove the
# site never loads them. The site is started as the systemd unit starts it (NODE_ENV=production,
# scripts/start.sh) on a new data directory; /api/health, / and /api/courses must answer 200, and
# SIGTERM must end it with exit code 0. About a minute (npm ci from npm's cache).
#
#   scripts/production-install.sh        (.ci/run runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
PORT=${PRODUCTION_INSTALL_PORT:-3172}

npx tsx scripts/build.ts --if-stale

work=$(mktemp -d "${TMPDIR:-/tmp}/production-install.XXXXXX")
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "production-install: copying the tree and its build to $work/site"
mkdir -p "$work/site"
git ls-files -z --cached --others --exclude-standard | grep -zv '^dist/' |
  xargs -0 tar -cf - | tar -xf - -C "$work/site"
cp -r dist "$work/site/dist"

cd "$work/site"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
for tool in typescript vite vitest tsx esbuild @esbuild rolldown @rolldown drizzle-kit \
  @playwright playwright lighthouse eslint; do
  rm -rf "node_modules/$tool"
done
echo "production-install: node_modules $(du -sk node_modules | cut -f1) KB without the build tools"

NODE_ENV=production PORT=$PORT HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn \
  sh scripts/start.sh >"$work/server.log" 2>&1 &
server_pid=$!
started=$(date +%s%N)
for _ in $(seq 1 600); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "production-install: the site exited"; cat "$work/server.log"; exit 1
  fi
  curl -fs -o /dev/null "http://127.0.0.1:$PORT/api/health" && break
  sleep 0.1
done
echo "production-install: answered after $((($(date +%s%N) - started) / 1000000)) ms"
for path in /api/health / /api/courses; do
  status=$(curl -s -o "$work/body" -w '%{http_code}' "http://127.0.0.1:$PORT$path")
  if [ "$status" != 200 ]; then
    echo "production-install: $path answered $status"; cat "$work/server.log"; exit 1
  fi
done
# The landing page comes rendered by the built server entry, not as the empty shell
# (`<div id="root"></div>`) that a page whose rendering failed falls back to.
curl -s -o "$work/body" "http://127.0.0.1:$PORT/"
if ! grep -q '<div id="root"[^>]*><[^/]' "$work/body"; then
  echo "production-install: / is not the rendered landing page"; cat "$work/server.log"; exit 1
fi
if grep -q "Building the site\|Warning:" "$work/server.log"; then
  echo "production-install: the start did not find its build current"; cat "$work/server.log"; exit 1
fi
kill -TERM "$server_pid"
code=0
wait "$server_pid" || code=$?
server_pid=
if [ "$code" != 0 ]; then
  echo "production-install: exit code $code after SIGTERM"; cat "$work/server.log"; exit 1
fi
echo "production-install: ok (health, /, /api/courses answered 200, / rendered; SIGTERM ended it with 0)"
cd "$root"
