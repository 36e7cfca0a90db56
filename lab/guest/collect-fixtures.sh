#!/bin/bash
# Guest script for lab/capture-fixtures.sh (run by lab-run with OUT set).
# Waits for the boot to finish, records systemd's view of it, then
# describes the storage (sysfs, lsblk, lspci, lsusb).
set -u
export LC_ALL=C SYSTEMD_PAGER='' SYSTEMD_COLORS=0
here=$(dirname "$0")

# run NAME cmd... : stdout, stderr and exit code of one command
run() {
  local name=$1; shift
  "$@" >"$OUT/$name.stdout.txt" 2>"$OUT/$name.stderr.txt"
  echo $? >"$OUT/$name.rc"
}

# The early, boot-not-finished answers come from lab-early.service
# (early-*.txt, copied to $OUT by lab-run).

# Wait for the boot to finish (bounded), like feelbench's boot probe does.
run wait-is-system-running timeout 600 systemctl is-system-running --wait
cut -d' ' -f1 /proc/uptime >"$OUT/finished-uptime.txt"

run analyze-time systemd-analyze time
run analyze-blame systemd-analyze blame
run analyze-critical-chain systemd-analyze critical-chain
run is-system-running systemctl is-system-running
run show-manager systemctl show
run show-timestamps systemctl show -p FirmwareTimestampMonotonic,LoaderTimestampMonotonic,KernelTimestamp,KernelTimestampMonotonic,InitRDTimestampMonotonic,InitRDTimestamp,UserspaceTimestamp,UserspaceTimestampMonotonic,FinishTimestamp,FinishTimestampMonotonic,SecurityStartTimestampMonotonic,GeneratorsStartTimestampMonotonic,UnitsLoadStartTimestampMonotonic,UnitsLoadFinishTimestampMonotonic,InitRDGeneratorsStartTimestampMonotonic,InitRDUnitsLoadFinishTimestampMonotonic,SystemState
run failed-units systemctl --failed --no-legend
run boot-id cat /proc/sys/kernel/random/boot_id
run systemd-version systemctl --version
run uname uname -a
run os-release cat /etc/os-release
run cmdline cat /proc/cmdline

bash "$here/capture-sysfs.sh" "$OUT/sysfs" / >"$OUT/capture-sysfs.log" 2>&1
echo $? >"$OUT/capture-sysfs.rc"
run lsblk lsblk -J -O
run lspci-vv lspci -vv
run lspci-nvme-vv lspci -vv -d ::0108
run lspci-tree lspci -tv
run lsusb lsusb
run lsusb-tree lsusb -t
run findmnt-root findmnt -J /
run dmesg-storage sh -c "dmesg | grep -Ei 'nvme|usb|uas|scsi|sd[a-z]|mmc|sdhci|virtio|EXT4|device-mapper'"
# SD/eMMC bus state (clock, bus width, timing) lives in debugfs only.
for ios in /sys/kernel/debug/mmc*/ios; do
  [ -f "$ios" ] && run "mmc-ios-$(basename "$(dirname "$ios")")" cat "$ios"
done
exit 0
