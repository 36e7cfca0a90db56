# shellcheck shell=bash
# Sourced by the image scripts: run commands in the image tree ($TREE) with /proc, /sys
# and /dev bound in, and unmount them whatever happens (lazily, so a busy mount cannot
# leave the script hanging at exit).
MOUNTED=()
cleanup() { local m; for m in "${MOUNTED[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
bind_chroot() {
  local d; for d in proc sys dev dev/pts; do
    mount --bind "/$d" "$TREE/$d"; MOUNTED=("$TREE/$d" "${MOUNTED[@]}")
  done
}
in_chroot() { LC_ALL=C DEBIAN_FRONTEND=noninteractive chroot "$TREE" "$@"; }
