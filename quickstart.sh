#!/usr/bin/env bash
# Sets feelbench up on a fresh Debian / Raspberry Pi OS machine and runs a scenario
# (default: quick). Installs only what is missing: Node.js >= 20.19 and Chromium from the
# distribution, then the npm dependencies (which builds feelbench).
set -euo pipefail
cd "$(dirname "$0")"

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

node_ok() {
  command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'
}

browser_found() {
  [ -n "${FEELBENCH_CHROMIUM:-}" ] && return 0
  for candidate in /usr/lib/chromium/chromium /usr/lib/chromium-browser/chromium-browser \
    /usr/bin/chromium /usr/bin/chromium-browser /snap/bin/chromium; do
    [ -x "$candidate" ] && return 0
  done
  return 1
}

packages=()
node_ok || packages+=(nodejs npm)
browser_found || packages+=(BROWSER)

if [ ${#packages[@]} -gt 0 ]; then
  echo "feelbench: installing from the distribution: ${packages[*]/BROWSER/chromium}"
  $SUDO apt-get update -qq
  for i in "${!packages[@]}"; do
    if [ "${packages[$i]}" = BROWSER ]; then
      # Debian and Raspberry Pi OS bookworm+ call it chromium; older Raspberry Pi OS chromium-browser.
      if apt-cache show chromium >/dev/null 2>&1; then packages[$i]=chromium; else packages[$i]=chromium-browser; fi
    fi
  done
  $SUDO apt-get install -y -qq "${packages[@]}"
fi

if ! node_ok; then
  echo "feelbench: Node.js >= 20.19 is needed, found $(node --version 2>/dev/null || echo none)." >&2
  echo "feelbench: Debian 13 and Raspberry Pi OS trixie ship it (sudo apt install nodejs npm)." >&2
  exit 1
fi

if [ ! -f dist/cli/main.js ] || [ package-lock.json -nt dist/cli/main.js ]; then
  npm ci --no-audit --no-fund
fi

exec ./bin/feelbench.js run "$@"
