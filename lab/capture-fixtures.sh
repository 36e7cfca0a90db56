#!/usr/bin/env bash
# Boot the lab image once per device class and store what the guest printed as
# test fixtures (real output from systemd, sysfs, lsblk, lspci).
#
#   lab/capture-fixtures.sh [device...]        default: virtio nvme usb-storage usb-uas sd
#   IMAGE=.lab-cache/trixie/root-lvm.img CASE=lvm-nvme lab/capture-fixtures.sh nvme
#
# Raw run directories stay in .lab-cache/runs/; fixtures are written to
# test/fixtures/{systemd-analyze,systemctl,boot-id,lspci,lsusb,sysfs}/.
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
FIX=$REPO/test/fixtures
RUNS=$REPO/.lab-cache/runs
DEVICES=("$@")
[ ${#DEVICES[@]} -gt 0 ] || DEVICES=(virtio nvme usb-storage usb-uas sd)

# json_rc FILE CMD RC UPTIME : small side file for outputs whose exit code matters
json_rc() {
  printf '{\n  "command": "%s",\n  "exitCode": %s,\n  "uptimeSeconds": %s\n}\n' "$2" "$3" "${4:-null}" >"$1"
}

for dev in "${DEVICES[@]}"; do
  case_name=${CASE:-$dev}
  stamp=$(date +%Y%m%d-%H%M%S)
  run=$RUNS/$RELEASE-$case_name-$stamp
  mkdir -p "$run"
  cp "$LAB_DIR/guest/collect-fixtures.sh" "$run/guest-script.sh"
  cp "$LAB_DIR/guest/capture-sysfs.sh" "$run/capture-sysfs.sh"
  img_args=()
  [ -n "${IMAGE:-}" ] && img_args=(--image "$IMAGE")
  echo "== $case_name: booting ($run)" >&2
  # lab.early=1: also record the boot while it is still running.
  "$LAB_DIR/boot.sh" --device "$dev" "${img_args[@]}" --snapshot --run "$run" --append lab.early=1 \
    --timeout "${TIMEOUT:-1200}" || echo "boot.sh exit $?" >&2
  o=$run/out
  [ -f "$o/analyze-time.stdout.txt" ] || { echo "== $case_name: no output, see $o/serial.log" >&2; continue; }

  p=$RELEASE-$case_name
  sa=$FIX/systemd-analyze sc=$FIX/systemctl
  mkdir -p "$sa" "$sc" "$FIX/boot-id" "$FIX/lspci" "$FIX/lsusb" "$FIX/lab-boot"
  cp "$o/analyze-time.stdout.txt" "$sa/$p-time.txt"
  cp "$o/analyze-blame.stdout.txt" "$sa/$p-blame.txt"
  cp "$o/analyze-critical-chain.stdout.txt" "$sa/$p-critical-chain.txt"
  # Early calls (lab-early.service during sysinit, lab-starting.service after
  # basic.target): normally "Bootup is not yet finished" on stderr, exit 1.
  for st in early starting; do
    [ -f "$o/$st-analyze-time.rc" ] || continue
    state=$(cat "$o/$st-is-system-running.stdout.txt")   # initializing / starting
    rc=$(cat "$o/$st-analyze-time.rc") up=$(cat "$o/$st-uptime.txt")
    sfx=not-finished; [ "$st" = starting ] && sfx=not-finished-starting
    if [ "$rc" != 0 ]; then
      cp "$o/$st-analyze-time.stderr.txt" "$sa/$p-$sfx.stderr.txt"
      cp "$o/$st-analyze-time.stdout.txt" "$sa/$p-$sfx.stdout.txt"
      json_rc "$sa/$p-$sfx.json" "systemd-analyze time" "$rc" "$up"
    fi
    cp "$o/$st-show-timestamps.stdout.txt" "$sc/$p-show-timestamps-$state.txt"
    cp "$o/$st-is-system-running.stdout.txt" "$sc/$p-is-system-running-$state.txt"
    json_rc "$sc/$p-is-system-running-$state.json" "systemctl is-system-running" \
      "$(cat "$o/$st-is-system-running.rc")" "$up"
  done
  cp "$o/show-manager.stdout.txt" "$sc/$p-show.txt"
  cp "$o/show-timestamps.stdout.txt" "$sc/$p-show-timestamps.txt"
  cp "$o/wait-is-system-running.stdout.txt" "$sc/$p-is-system-running-wait.txt"
  json_rc "$sc/$p-is-system-running-wait.json" "systemctl is-system-running --wait" \
    "$(cat "$o/wait-is-system-running.rc")" "$(cat "$o/finished-uptime.txt")"
  cp "$o/is-system-running.stdout.txt" "$sc/$p-is-system-running-finished.txt"
  json_rc "$sc/$p-is-system-running-finished.json" "systemctl is-system-running" \
    "$(cat "$o/is-system-running.rc")" "$(cat "$o/finished-uptime.txt")"
  cp "$o/boot-id.stdout.txt" "$FIX/boot-id/$p.txt"
  cp "$o/lspci-vv.stdout.txt" "$FIX/lspci/$p-vv.txt"
  [ -s "$o/lspci-nvme-vv.stdout.txt" ] && cp "$o/lspci-nvme-vv.stdout.txt" "$FIX/lspci/$p-nvme-vv.txt"
  [ -s "$o/lsusb-tree.stdout.txt" ] && cp "$o/lsusb-tree.stdout.txt" "$FIX/lsusb/$p-tree.txt"
  cp "$o/host-timing.txt" "$FIX/lab-boot/$p-host-timing.txt"
  for f in "$o"/mmc-ios-*.stdout.txt; do
    [ -s "$f" ] || continue
    mkdir -p "$FIX/mmc-ios"; m=${f##*/mmc-ios-}; cp "$f" "$FIX/mmc-ios/qemu-$p-${m%.stdout.txt}.txt"
  done

  if [ "$(cat "$o/capture-sysfs.rc")" = 0 ]; then
    rm -rf "${FIX:?}/sysfs/$case_name"
    mkdir -p "$FIX/sysfs"
    cp -a "$o/sysfs" "$FIX/sysfs/$case_name"
  else
    echo "== $case_name: capture-sysfs failed, see $o/capture-sysfs.log" >&2
  fi
  echo "== $case_name: done" >&2
done
