#!/usr/bin/env bash
# Boot each device class N times and tabulate boot times: systemd's view
# (kernel+initrd, userspace, total from `systemd-analyze time`) and the host's
# wall clock from QEMU start to the serial login prompt.
#
#   lab/measure-boot.sh [-n N] [device...]     default: -n 2, all classes
#   IMAGE=.lab-cache/trixie/root-lvm.img CASE=lvm-nvme lab/measure-boot.sh nvme
#   THROTTLE=throttling.iops-total=1600,throttling.bps-total=94371840 CASE=sd-slow lab/measure-boot.sh sd
#
# Appends to .lab-cache/boot-times.tsv and prints the rows. TCG timings depend
# heavily on host load; compare classes from the same session only.
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
N=2
[ "${1:-}" = -n ] && { N=$2; shift 2; }
DEVICES=("$@")
[ ${#DEVICES[@]} -gt 0 ] || DEVICES=(virtio nvme usb-storage usb-uas sd)
TSV=$REPO/.lab-cache/boot-times.tsv
[ -f "$TSV" ] || printf 'date\trelease\tcase\tboot\tkernel_s\tuserspace_s\tsystemd_total_s\thost_login_prompt_s\thost_loadavg1\n' >"$TSV"

for dev in "${DEVICES[@]}"; do
  for i in $(seq 1 "$N"); do
    run=$REPO/.lab-cache/runs/measure-$RELEASE-${CASE:-$dev}-$(date +%Y%m%d-%H%M%S)
    mkdir -p "$run"
    cp "$LAB_DIR/guest/measure-boot.sh" "$run/guest-script.sh"
    img_args=(); [ -n "${IMAGE:-}" ] && img_args=(--image "$IMAGE")
    [ -n "${THROTTLE:-}" ] && img_args+=(--throttle "$THROTTLE")
    load=$(cut -d' ' -f1 /proc/loadavg)
    "$LAB_DIR/boot.sh" --device "$dev" "${img_args[@]}" --snapshot --run "$run" --timeout 900 >/dev/null || true
    # "Startup finished in 7.3s (kernel) + 10.4s (userspace) = 17.7s" (also "1min 2.3s")
    secs() { awk -v w="$1" '
      function s(t,  v) { v = 0
        if (match(t, /[0-9.]+min/)) v += 60 * substr(t, RSTART, RLENGTH - 3)
        if (match(t, /[0-9.]+s$/)) v += substr(t, RSTART, RLENGTH - 1)
        else if (match(t, /[0-9.]+ms$/)) v += substr(t, RSTART, RLENGTH - 2) / 1000
        return v }
      /^Startup finished/ { line = $0; sub(/^Startup finished in /, "", line)
        n = split(line, parts, / \+ | = /)
        for (k = 1; k <= n; k++) { p = parts[k]; lab = p; gsub(/.*\(|\).*/, "", lab); gsub(/ *\(.*/, "", p); gsub(/ /, "", p)
          if (lab == w) { printf "%.3f", s(p); exit }
          if (w == "total" && k == n) { printf "%.3f", s(p); exit } } }' "$run/out/analyze-time.txt" 2>/dev/null; }
    login=$(sed -n 's/^login_prompt_s=//p' "$run/out/host-timing.txt" 2>/dev/null)
    row=$(printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s' "$(date -u +%FT%TZ)" "$RELEASE" "${CASE:-$dev}" "$i" \
      "$(secs kernel)" "$(secs userspace)" "$(secs total)" "$login" "$load")
    echo "$row" >>"$TSV"
    echo "$row"
  done
done
