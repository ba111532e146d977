#!/usr/bin/env bash
# Sourced by the scripts that run the project: puts Node 24 first on PATH. The machine's node
# when it is new enough, else the official binary from the npm registry's node-<os>-<arch>
# package (the `node` package's own payload), installed once under .tools/ — no other download.
LUMEN_NODE_MAJOR=24
LUMEN_NODE_VERSION=24.9.0

lumen_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(lumen_node_major)" -lt "$LUMEN_NODE_MAJOR" ]; then
  case "$(uname -s)" in
    Linux) lumen_os=linux ;;
    Darwin) lumen_os=darwin ;;
    *) echo "node: no Node $LUMEN_NODE_MAJOR package for $(uname -s); install Node $LUMEN_NODE_MAJOR yourself" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) lumen_arch=x64 ;;
    aarch64 | arm64) lumen_arch=arm64 ;;
    *) echo "node: no Node $LUMEN_NODE_MAJOR package for $(uname -m); install Node $LUMEN_NODE_MAJOR yourself" >&2; exit 1 ;;
  esac
  lumen_pkg="node-$lumen_os-$lumen_arch"
  lumen_dir="$PWD/.tools/node-$LUMEN_NODE_VERSION"
  lumen_bin="$lumen_dir/node_modules/$lumen_pkg/bin"
  if [ ! -x "$lumen_bin/node" ]; then
    echo "node: $(node --version 2>/dev/null || echo 'no node') is older than $LUMEN_NODE_MAJOR; installing $lumen_pkg@$LUMEN_NODE_VERSION from the npm registry"
    mkdir -p "$lumen_dir"
    npm install --prefix "$lumen_dir" --no-save --no-package-lock --no-audit --no-fund "$lumen_pkg@$LUMEN_NODE_VERSION" >/dev/null
  fi
  export PATH="$lumen_bin:$PATH"
  if [ "$(lumen_node_major)" -lt "$LUMEN_NODE_MAJOR" ]; then
    echo "node: could not put Node $LUMEN_NODE_MAJOR on PATH" >&2
    exit 1
  fi
fi
echo "node: $(node --version) ($(command -v node))"
