#!/bin/sh
# How a host starts the site: `npm start` runs this, and so does the systemd unit
# (deploy/coursecompass@.service). It sets what must be set before node starts, then becomes node
# (exec: one process) running scripts/start.mjs, which builds when needed and starts the server.
# The benchmarks start their targets with the same settings, read from here
# (bench/production-node.ts). Why each, with the figures: docs/decisions/049-memory-budget.md.
#   MALLOC_ARENA_MAX=2       glibc's allocator would keep an arena per thread (the embedded
#                            database's, the search index's, libuv's): tens of MB held apart.
#   --max-semi-space-size=2  V8's young generation at 2 MB semi-spaces instead of 16 MB.
#   --v8-pool-size=1         one V8 platform thread instead of one per core.
#   --optimize-for-size      V8 favours memory over speed where it can choose: unless the owner
#                            sets NODE_TUNING=speed, which a large catalogue wants (a quarter less
#                            processor time per search, about 100 MB more per instance; the server
#                            says so at start: docs/decisions/057-node-tuning-by-catalogue.md).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
NODE_FLAGS="--max-semi-space-size=2 --v8-pool-size=1"
MEMORY_FLAGS="--optimize-for-size"
case "${NODE_TUNING:-memory}" in
  memory) NODE_FLAGS="$NODE_FLAGS $MEMORY_FLAGS" ;;
  speed) ;;
  *)
    echo "NODE_TUNING must be memory or speed (it is '$NODE_TUNING')" >&2
    exit 1
    ;;
esac
# shellcheck disable=SC2086 # the flags are words
exec "${npm_node_execpath:-node}" $NODE_FLAGS "$(dirname "$0")/start.mjs" "$@"
