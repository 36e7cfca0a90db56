#!/usr/bin/env bash
# The feelbench lab image: the base lab tree (lab/build-image.sh) plus Chromium,
# fio, Node.js and feelbench itself, and feelbench-lab.service, which runs a
# reboot campaign in the guest and copies its results out through 9p.
# Called by `feelbench lab build`, which decides (by hashing the inputs) which
# steps are stale; each step can also be run by hand:
#
#   OUT=.lab-cache/feelbench/trixie lab/feelbench-image.sh packages
#       copy the base tree to $OUT/rootfs, apt-get install $EXTRA_PACKAGES
#   OUT=... FEELBENCH_STAGE=DIR lab/feelbench-image.sh image
#       put DIR at /opt/feelbench (root-owned, go-w), install the lab unit,
#       write $OUT/root.img ($IMG_MIB MiB, a power of two for sd-card) and
#       copy the kernel, initrd and root.env from the base.
#
# Needs root, e2fsprogs, fdisk; the base image built first.
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
BASE=${BASE:-$REPO/.lab-cache/$RELEASE}
OUT=${OUT:?set OUT to the image folder, e.g. .lab-cache/feelbench/trixie}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
EXTRA_PACKAGES=${EXTRA_PACKAGES:-chromium nodejs fio fonts-dejavu-core}
IMG_MIB=${IMG_MIB:-4096}
TREE=$OUT/rootfs
step=${1:?usage: $0 packages|image}

log() { printf '[feelbench-image %(%T)T] %s\n' -1 "$*" >&2; }
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }
[ -f "$BASE/root.env" ] && [ -d "$BASE/rootfs" ] || { echo "no base image in $BASE: run lab/build-image.sh" >&2; exit 1; }
# Guards for the rm -rf below: never act on an empty or top-level path.
OUT=$(realpath -m "$OUT")
case $OUT in /*/*/*) ;; *) echo "refusing OUT=$OUT (want an absolute folder at least three levels deep)" >&2; exit 1 ;; esac
TREE=$OUT/rootfs

# shellcheck source=lab/image-lib.sh
source "$LAB_DIR/image-lib.sh"

packages() {
  mkdir -p "$OUT"
  rm -rf "${TREE:?}"
  log "copy the base tree $BASE/rootfs"
  cp -a "$BASE/rootfs" "$TREE"
  cp /etc/resolv.conf "$TREE/etc/resolv.conf"
  echo "deb $MIRROR $RELEASE main" >"$TREE/etc/apt/sources.list"
  bind_chroot
  in_chroot apt-get update -q
  # shellcheck disable=SC2086  # a list of package names
  in_chroot apt-get install -y -q --no-install-recommends $EXTRA_PACKAGES
  in_chroot apt-get clean
  cleanup; MOUNTED=()
  rm -rf "${TREE:?}"/var/lib/apt/lists/* "${TREE:?}"/var/cache/apt/*.bin
  # An unprivileged user for Chromium and commands (scenarios say `user: lab`).
  in_chroot id lab >/dev/null 2>&1 || in_chroot useradd -m -u 1000 -s /bin/bash lab
  in_chroot node --version
}

image() {
  local stage=${FEELBENCH_STAGE:?set FEELBENCH_STAGE to the feelbench copy to install}
  [ -f "$stage/package.json" ] && [ -d "$stage/dist" ] || { echo "$stage is not a feelbench copy" >&2; exit 1; }
  [ -d "$TREE/usr" ] || { echo "no tree in $TREE: run the packages step" >&2; exit 1; }
  log "install feelbench from $stage"
  rm -rf "${TREE:?}/opt/feelbench"
  mkdir -p "$TREE/opt"
  cp -r --no-preserve=ownership "$stage" "$TREE/opt/feelbench"
  chown -R 0:0 "$TREE/opt/feelbench"
  chmod -R go-w "$TREE/opt/feelbench"
  install -m 0755 "$LAB_DIR/guest/feelbench-lab" "$TREE/usr/local/sbin/feelbench-lab"
  install -m 0644 "$LAB_DIR/guest/feelbench-lab.service" "$TREE/etc/systemd/system/"
  in_chroot systemctl enable -q feelbench-lab.service 2>/dev/null  # warns: no /proc
  # Leftovers of an earlier campaign never belong in a fresh image.
  rm -rf "${TREE:?}/var/lib/feelbench-lab" "${TREE:?}/etc/systemd/system/feelbench-resume.service" \
    "${TREE:?}/etc/systemd/system/multi-user.target.wants/feelbench-resume.service"
  touch "$TREE/etc/.updated" "$TREE/var/.updated"

  local want_mib=$IMG_MIB
  # shellcheck disable=SC1091
  . "$BASE/root.env"
  IMG_MIB=$want_mib
  local img=$OUT/root.img
  log "make $img (${IMG_MIB} MiB)"
  make_root_image "$img" "$IMG_MIB"
  cp "$BASE/vmlinuz" "$BASE/initrd.img" "$OUT/"
  sed "s/^IMG_MIB=.*/IMG_MIB=$IMG_MIB/" "$BASE/root.env" >"$OUT/root.env"
  log "done: $img; $(du -sh "$img" | cut -f1) used"
}

case $step in
  packages) packages ;;
  image) image ;;
  *) echo "unknown step $step (packages|image)" >&2; exit 2 ;;
esac
