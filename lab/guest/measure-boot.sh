#!/bin/bash
# Guest script for lab/measure-boot.sh: wait for the boot to finish, then
# record systemd's own timing of it.
set -u
export LC_ALL=C SYSTEMD_PAGER='' SYSTEMD_COLORS=0
timeout 600 systemctl is-system-running --wait >"$OUT/is-system-running.txt"
systemd-analyze time >"$OUT/analyze-time.txt" 2>&1
systemctl show -p KernelTimestampMonotonic,InitRDTimestampMonotonic,UserspaceTimestampMonotonic,FinishTimestampMonotonic,SystemState >"$OUT/show-timestamps.txt"
systemd-analyze blame --no-pager | head -5 >"$OUT/blame-top5.txt"
