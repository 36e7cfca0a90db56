#!/usr/bin/env bash
# Make root-lvm.img: the root filesystem of root.img on an LVM logical volume
# (GPT partition -> PV -> VG feelvg -> LV root), for the "root on LVM" case.
# The copy runs inside the guest (lab/guest/make-lvm.sh), booted by boot.sh.
#
#   lab/build-lvm-image.sh            (after lab/build-image.sh)
#   lab/boot.sh --device nvme --image .lab-cache/trixie/root-lvm.img
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
CACHE=${CACHE:-$REPO/.lab-cache}/$RELEASE
SRC=$CACHE/root.img
IMG=$CACHE/root-lvm.img

[ -f "$SRC" ] || { echo "no $SRC: run lab/build-image.sh first" >&2; exit 1; }
if [ -z "${FORCE:-}" ] && [ -f "$IMG" ] && [ "$IMG" -nt "$SRC" ]; then
  echo "$IMG is up to date" >&2; exit 0
fi
run=$CACHE/lvm-build
rm -rf "$run" "$IMG.tmp"; mkdir -p "$run"
cp "$LAB_DIR/guest/make-lvm.sh" "$run/guest-script.sh"
# Same power-of-two size as root.img, so the LVM image also works as an SD card.
truncate -s "$(stat -c %s "$SRC")" "$IMG.tmp"
sfdisk -q "$IMG.tmp" <<'P'
label: gpt
label-id: f0e1b0c0-0000-4000-8000-00000000d1d0
start=2048, type=E6D6D379-F507-44C2-A23C-238F2A3DF928, uuid=f0e1b0c0-0000-4000-8000-000000000002, name=feelpv
P
t0=$(date +%s)
"$LAB_DIR/boot.sh" --device virtio --snapshot --run "$run" --timeout 900 -- \
  -drive "file=$IMG.tmp,format=raw,if=none,id=lvm" -device virtio-blk-pci,drive=lvm,serial=feellvm
[ "$(cat "$run/out/guest-script.rc")" = 0 ] || { echo "make-lvm failed: $run/out/guest-script.log" >&2; exit 1; }
mv "$IMG.tmp" "$IMG"
# The initramfs activates the VG when root= names the LV.
echo "ROOT_ARG=/dev/mapper/feelvg-root" >"${IMG%.img}.env"
echo "lvm-image $(( $(date +%s) - t0 ))s" | tee -a "$CACHE/build-times.txt" >&2
