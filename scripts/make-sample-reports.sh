#!/usr/bin/env bash
# Regenerates the compare reports of a sample set in results/samples/<set>/:
# campaigns in <set>/campaigns/, reports written to <set>/report/.
#   scripts/make-sample-reports.sh results/samples/dev-vm-same-disk [compare options...]
set -euo pipefail
set_dir=${1:?usage: $0 results/samples/<set> [compare options...]}
shift
repo=$(cd "$(dirname "$0")/.." && pwd)
out=$set_dir/report
mkdir -p "$out"
cli() { node "$repo/bin/feelbench.js" compare "$set_dir/campaigns" "$@"; }
cli "$@" --format terminal --out "$out/compare.txt"
cli "$@" --format markdown --out "$out/compare.md"
cli "$@" --format html --out "$out/compare.html"
cli "$@" --format csv --out "$out/compare.csv"
cli "$@" --format json --out "$out/compare.json"
cli "$@" --format png --out "$out/charts"
