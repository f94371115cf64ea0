#!/bin/sh
# How a host starts the site: `npm start` runs this, and so does the systemd unit
# (deploy/coursecompass@.service). It sets what must be set before node starts, then becomes node
# (exec: one process) running scripts/start.mjs, which builds when needed and starts the server.
# Why each setting, with the figures: docs/decisions/049-memory-budget.md.
#   MALLOC_ARENA_MAX=2         glibc's allocator would keep an arena per thread (the embedded
#                              database's, the search index's, libuv's): tens of MB held apart.
#   --max-semi-space-size=2    V8's young generation at 2 MB semi-spaces instead of 16 MB.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec "${npm_node_execpath:-node}" --max-semi-space-size=2 --optimize-for-size --v8-pool-size=1 "$(dirname "$0")/start.mjs" "$@"
