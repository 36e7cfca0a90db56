#!/usr/bin/env bash
# shellcheck disable=SC2054  # commas in arrays are QEMU option syntax
# Boot the lab image under QEMU (TCG) from one emulated device class.
#
#   lab/boot.sh --device nvme                      # interactive, serial on stdio
#   lab/boot.sh --device sd --run DIR [--timeout 600]
#       DIR/guest-script.sh runs in the guest (9p share "lab" at /lab) with
#       OUT=/lab/out; the guest powers off when it ends. DIR/out/ gets the
#       script's files, serial.log (host-timestamped) and host-timing.txt.
#
# Options:
#   --device virtio|nvme|usb-storage|usb-uas|sd     (QEMU 7.2 has no eMMC)
#   --image FILE     raw image (default .lab-cache/$RELEASE/root.img); FILE
#                    with .img replaced by .env may set ROOT_ARG
#   --root SPEC      root= value (default PARTUUID from root.env)
#   --snapshot       discard guest writes when QEMU exits
#   --throttle OPTS  QEMU drive throttling, e.g.
#                    throttling.bps-total=94371840,throttling.iops-total=1600
#   --link OPTS      PCIe root-port link for nvme/xhci (default x-speed=5,x-width=1,
#                    a Pi 5's Gen2 x1)
#   --append ARGS    extra kernel command line
#   --mem MiB, --smp N, --timeout S (with --run; default 900)
#   -- ARGS          passed to QEMU as-is (extra drives ...)
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
CACHE=${CACHE:-$REPO/.lab-cache}/$RELEASE

DEVICE=virtio IMAGE=$CACHE/root.img ROOT_SPEC='' SNAPSHOT=off THROTTLE='' APPEND=''
LINK='x-speed=5,x-width=1' MEM=1024 SMP=2 RUN_DIR='' TIMEOUT=900 EXTRA=()
while [ $# -gt 0 ]; do
  case $1 in
    --device) DEVICE=$2; shift 2 ;;
    --image) IMAGE=$2; shift 2 ;;
    --root) ROOT_SPEC=$2; shift 2 ;;
    --snapshot) SNAPSHOT=on; shift ;;
    --throttle) THROTTLE=,$2; shift 2 ;;
    --link) LINK=$2; shift 2 ;;
    --append) APPEND=$2; shift 2 ;;
    --mem) MEM=$2; shift 2 ;;
    --smp) SMP=$2; shift 2 ;;
    --run) RUN_DIR=$(cd "$2" && pwd); shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --) shift; EXTRA=("$@"); break ;;
    -h|--help) sed -n '3,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

# shellcheck disable=SC1090,SC1091
[ -f "$CACHE/root.env" ] && . "$CACHE/root.env"
ROOT_ARG=PARTUUID=${ROOT_PARTUUID:-unknown}
# shellcheck disable=SC1090
[ -f "${IMAGE%.img}.env" ] && . "${IMAGE%.img}.env"
[ -n "$ROOT_SPEC" ] && ROOT_ARG=$ROOT_SPEC
[ -f "$IMAGE" ] || { echo "no image $IMAGE (run lab/build-image.sh)" >&2; exit 1; }

# q35 so that NVMe and xHCI sit behind a PCIe root port and report a link
# (current_link_speed, lspci LnkSta) like real hardware.
DRIVE="file=$IMAGE,format=raw,if=none,id=root,cache=none,aio=threads,snapshot=$SNAPSHOT$THROTTLE"
case $DEVICE in
  virtio)
    DEV=(-drive "$DRIVE" -device virtio-blk-pci,drive=root,serial=feelvirtio0) ;;
  nvme)
    DEV=(-device "pcie-root-port,id=rp1,bus=pcie.0,chassis=1,$LINK"
         -drive "$DRIVE" -device nvme,bus=rp1,serial=FEELNVME0001,drive=root) ;;
  usb-storage)
    DEV=(-device "pcie-root-port,id=rp1,bus=pcie.0,chassis=1,$LINK"
         -device qemu-xhci,id=xhci,bus=rp1
         -drive "$DRIVE" -device usb-storage,bus=xhci.0,drive=root,serial=FEELUSB0001) ;;
  usb-uas)
    DEV=(-device "pcie-root-port,id=rp1,bus=pcie.0,chassis=1,$LINK"
         -device qemu-xhci,id=xhci,bus=rp1
         -device usb-uas,id=uas,bus=xhci.0
         -drive "$DRIVE" -device scsi-hd,bus=uas.0,scsi-id=0,lun=0,drive=root,serial=FEELUAS0001) ;;
  sd)
    # sd-card needs a power-of-two image size (QEMU refuses others).
    DEV=(-device sdhci-pci,id=sdhci -drive "$DRIVE" -device sd-card,drive=root) ;;
  *) echo "unknown device class $DEVICE" >&2; exit 2 ;;
esac

CMDLINE="root=$ROOT_ARG ro console=ttyS0,115200 loglevel=4 rootwait $APPEND"
QEMU=(qemu-system-x86_64 -M q35 -accel tcg -cpu max -smp "$SMP" -m "$MEM"
      -kernel "$CACHE/vmlinuz" -initrd "$CACHE/initrd.img"
      -nographic -nodefaults -serial mon:stdio -no-user-config
      "${DEV[@]}")

if [ -z "$RUN_DIR" ]; then
  exec "${QEMU[@]}" -append "$CMDLINE" "${EXTRA[@]}"
fi

# --- scripted run: share RUN_DIR, timestamp the console, wait for poweroff ---
[ -f "$RUN_DIR/guest-script.sh" ] || { echo "$RUN_DIR/guest-script.sh missing" >&2; exit 1; }
mkdir -p "$RUN_DIR/out"
LOG=$RUN_DIR/out/serial.log
t0=$EPOCHREALTIME
set +e
timeout --foreground -k 10 "$TIMEOUT" "${QEMU[@]}" -append "$CMDLINE lab.run=1" \
  -virtfs "local,path=$RUN_DIR,mount_tag=lab,security_model=none,id=lab" \
  -no-reboot "${EXTRA[@]}" </dev/null 2>&1 |
  while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "${line%$'\r'}"; done >"$LOG"
rc=${PIPESTATUS[0]}
set -e
t1=$EPOCHREALTIME
# Seconds from QEMU start to the first console line matching a pattern.
at() { awk -v t0="$t0" -v re="$1" '$0 ~ re { printf "%.1f", $1 - t0; exit }' "$LOG"; }
{
  echo "device=$DEVICE"
  echo "qemu_exit=$rc"
  echo "kernel_to_initrd_s=$(at 'Run /init as init process|Loading, please wait')"
  echo "systemd_start_s=$(at 'systemd\[1\]|Welcome to')"
  echo "login_prompt_s=$(at 'login:')"
  echo "lab_start_s=$(at 'LAB-START')"
  echo "lab_done_s=$(at 'LAB-DONE')"
  echo "total_s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')"
} >"$RUN_DIR/out/host-timing.txt"
cat "$RUN_DIR/out/host-timing.txt"
exit "$rc"
