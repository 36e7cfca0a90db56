# shellcheck shell=bash
# Sourced by the image scripts (build-image.sh, feelbench-image.sh).

# Run commands in the image tree ($TREE) with /proc, /sys and /dev bound in, and unmount
# them whatever happens (lazily, so a busy mount cannot leave the script hanging at exit).
MOUNTED=()
cleanup() { local m; for m in "${MOUNTED[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
bind_chroot() {
  local d; for d in proc sys dev dev/pts; do
    mount --bind "/$d" "$TREE/$d"; MOUNTED=("$TREE/$d" "${MOUNTED[@]}")
  done
}
in_chroot() { LC_ALL=C DEBIAN_FRONTEND=noninteractive chroot "$TREE" "$@"; }

# make_root_image IMG MIB: a GPT disk image of MIB MiB whose one ext4 partition holds
# $TREE, with the fixed identifiers ROOT_LABEL, ROOT_FSUUID, ROOT_PARTUUID and DISK_GUID
# (fixed so the image, and fixtures taken from it, are reproducible). The partition is
# built beside IMG and spans 1 MiB .. size-1 MiB (room for the backup GPT).
make_root_image() {
  local img=$1 mib=$2 part=$1.part
  rm -f "$part" "$img.tmp"
  truncate -s $(((mib - 2) * 1024 * 1024)) "$part"
  mkfs.ext4 -q -F -L "${ROOT_LABEL:?}" -U "${ROOT_FSUUID:?}" -E root_owner=0:0 -d "$TREE" "$part"
  truncate -s $((mib * 1024 * 1024)) "$img.tmp"
  sfdisk -q "$img.tmp" <<EOF
label: gpt
label-id: ${DISK_GUID:?}
start=2048, size=$(((mib - 2) * 2048)), type=0FC63DAF-8483-4772-8E79-3D69D8477DE4, uuid=${ROOT_PARTUUID:?}, name=$ROOT_LABEL
EOF
  dd if="$part" of="$img.tmp" bs=1M seek=1 conv=notrunc,sparse status=none
  rm -f "$part"
  mv "$img.tmp" "$img"
}
