#!/bin/bash
# Capture the part of sysfs that describes the device "/" lives on, as a small
# tree that code (and bug reports) can use offline:
#
#   capture-sysfs.sh [OUTDIR] [PATH]      (PATH defaults to /)
#
# OUTDIR gets:
#   sys/dev/block/MAJ:MIN          symlinks, kept relative exactly as in sysfs
#   sys/block/<disk>, sys/class/block/<name>   symlinks
#   sys/devices/...                every directory from the root device up to
#                                  /sys/devices, with its readable text
#                                  attributes and symlinks (driver, subsystem...)
#   proc/self/mountinfo            copy of /proc/self/mountinfo
#   stat-dev.txt                   `stat -c %d PATH` (st_dev, decimal)
#   dev.txt                        MAJ:MIN of PATH
#   lsblk.json                     `lsblk -J -O`
#   capture.txt                    what was captured, on which kernel
# Walks: st_dev -> /sys/dev/block/MAJ:MIN -> partition -> disk -> ancestors,
# and through dm/md "slaves" to the disks underneath (LVM, RAID, LUKS).
# Reads nothing that is binary (PCI config, USB descriptors), write-only,
# large, or under power/; every read has a timeout.
set -euo pipefail
export LC_ALL=C

OUT=${1:-/tmp/feelbench-sysfs-$(date +%Y%m%d-%H%M%S)}
TARGET=${2:-/}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)

# Attribute names that are binary, huge, write-only actions, or pointless.
SKIP_RE='^(config|rom|resource[0-9_a-z]*|descriptors|vpd|remove|rescan|reset|reset_method|new_id|remove_id|bind|unbind|delete|driver_override)$'

copy_link() { # copy_link SYSPATH : recreate the symlink as-is under $OUT
  local p=$1 dst="$OUT$1"
  [ -L "$p" ] || return 0
  mkdir -p "${dst%/*}"
  ln -sfn "$(readlink "$p")" "$dst"
}

copy_attrs() { # copy_attrs DIR : readable regular files and symlinks, depth 1
  local d=$1 name files=() rc=0
  mkdir -p "$OUT$d"
  # Readable (write-only files are actions) and small (sysfs text attributes
  # report 4096; bigger means a binary blob). One cp per directory keeps this
  # fast under emulation; -P copies symlinks as they are.
  while IFS= read -r name; do
    [[ $name =~ $SKIP_RE ]] || files+=("$d/$name")
  done < <(find "$d" -mindepth 1 -maxdepth 1 \( -type l -o \( -type f -perm /444 -size -65k \) \) -printf '%f\n')
  [ ${#files[@]} -gt 0 ] || return 0
  timeout 30 cp -P --no-preserve=all -t "$OUT$d" -- "${files[@]}" 2>/dev/null || rc=$?
  if [ $rc = 124 ]; then # something blocked: retry file by file, short timeouts
    for name in "${files[@]}"; do
      timeout 2 cp -P --no-preserve=all -t "$OUT$d" -- "$name" 2>/dev/null || true
    done
  fi
  return 0
}

copy_subdirs() { # copy_subdirs DIR name... : attributes of the named subdirs
  local d=$1 s; shift
  for s in "$@"; do [ -d "$d/$s" ] && copy_attrs "$d/$s"; done
  return 0
}

declare -A DONE_BLOCK=() DONE_DIR=()

capture_ancestors() { # every directory above DIR up to /sys/devices
  local d=$1
  while [ "$d" != /sys/devices ] && [ "$d" != / ]; do
    if [ -z "${DONE_DIR[$d]:-}" ]; then
      DONE_DIR[$d]=1
      copy_attrs "$d"
    fi
    d=$(dirname "$d")
  done
}

capture_block() { # capture_block NAME : a block device (disk, partition, dm-N)
  local name=$1 real disk s p
  [ -n "${DONE_BLOCK[$name]:-}" ] && return 0
  DONE_BLOCK[$name]=1
  real=$(readlink -f "/sys/class/block/$name")
  copy_link "/sys/class/block/$name"
  copy_link "/sys/dev/block/$(cat "$real/dev")"
  copy_attrs "$real"
  copy_subdirs "$real" queue dm md slaves holders
  if [ -f "$real/partition" ]; then
    disk=$(basename "$(dirname "$real")")
    capture_block "$disk"
    return 0
  fi
  # A whole disk: its /sys/block link, its partitions, and everything above.
  copy_link "/sys/block/$name"
  for p in "$real"/"$name"*; do
    [ -f "$p/partition" ] || continue
    DONE_BLOCK[${p##*/}]=1
    copy_link "/sys/class/block/${p##*/}"
    copy_link "/sys/dev/block/$(cat "$p/dev")"
    copy_attrs "$p"
    copy_subdirs "$p" holders
  done
  capture_ancestors "$(dirname "$real")"
  # Stacked devices (LVM, md, dm-crypt): follow them down to real disks.
  for s in "$real"/slaves/*; do
    [ -e "$s" ] && capture_block "${s##*/}"
  done
  return 0
}

# --- which block device holds TARGET ---------------------------------------
dev=$(mountpoint -d "$TARGET" 2>/dev/null || true)
if [ -z "$dev" ]; then
  d=$(stat -c %d "$TARGET")
  dev="$(( ((d >> 8) & 0xfff) | ((d >> 32) & ~0xfff) )):$(( (d & 0xff) | ((d >> 12) & ~0xff) ))"
fi
if [ ! -e "/sys/dev/block/$dev" ]; then
  # btrfs and overlay report an anonymous st_dev: use the mount source.
  src=$(findmnt -no SOURCE -T "$TARGET" | sed 's/\[.*//')
  dev=$(lsblk -dno MAJ:MIN "$src" | tr -d ' ')
fi
stat -c %d "$TARGET" >"$OUT/stat-dev.txt"
echo "$dev" >"$OUT/dev.txt"
copy_link "/sys/dev/block/$dev"
capture_block "$(basename "$(readlink -f "/sys/dev/block/$dev")")"

mkdir -p "$OUT/proc/self"
cat /proc/self/mountinfo >"$OUT/proc/self/mountinfo"
lsblk -J -O >"$OUT/lsblk.json" 2>/dev/null || echo "lsblk failed: $?" >"$OUT/lsblk.err"
{
  echo "target: $TARGET"
  echo "dev: $dev"
  echo "kernel: $(uname -r)"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  sed -n 's/^PRETTY_NAME=//p' /etc/os-release
} >"$OUT/capture.txt"
echo "$OUT"
