#!/bin/sh
# How a host starts the site: `npm start` runs this, and so does the systemd unit
# (deploy/coursecompass@.service). It sets what must be set before node starts, then becomes node
# (exec: one process) running scripts/start.mjs, which builds when needed and starts the server.
# The benchmarks start their targets with the same settings, read from here
# (bench/production-node.ts). Why each, with the figures: docs/decisions/049-memory-budget.md.
#   MALLOC_ARENA_MAX=2       glibc's allocator would keep an arena per thread (the embedded
#                            database's, the search index's, libuv's): tens of MB held apart.
#   --max-semi-space-size=2  V8's young generation at 2 MB semi-spaces instead of 16 MB.
#   --optimize-for-size      V8 favours memory over speed where it can choose.
#   --v8-pool-size=1         one V8 platform thread instead of one per core.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
NODE_FLAGS="--max-semi-space-size=2 --optimize-for-size --v8-pool-size=1"
# shellcheck disable=SC2086 # the flags are words
exec "${npm_node_execpath:-node}" $NODE_FLAGS "$(dirname "$0")/start.mjs" "$@"
