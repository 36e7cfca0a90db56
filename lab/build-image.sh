#!/usr/bin/env bash
# Build a small Debian image with systemd that QEMU boots with -kernel/-initrd
# (no bootloader). Everything lands in .lab-cache/<release>/; each step is
# skipped when its output already exists, so re-running is cheap.
#
#   lab/build-image.sh                 # trixie (default)
#   RELEASE=bookworm lab/build-image.sh
#   FORCE=1 lab/build-image.sh         # rebuild the disk image from the tree
#   FORCE=2 lab/build-image.sh         # also re-run debootstrap
#
# Outputs: rootfs/ (the tree), vmlinuz, initrd.img, root.img (raw, GPT, one ext4
# partition), root.env (identifiers for boot.sh), build-times.txt.
# Needs root, debootstrap, e2fsprogs (mkfs.ext4 -d), fdisk (sfdisk). No loop
# devices or mounts of the image are needed: mkfs.ext4 -d fills the filesystem.
set -euo pipefail

LAB_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$LAB_DIR")
RELEASE=${RELEASE:-trixie}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
CACHE=${CACHE:-$REPO/.lab-cache}/$RELEASE
TREE=$CACHE/rootfs
FORCE=${FORCE:-0}
# 2 GiB: an emulated SD card must have a power-of-two size, and it is enough
# for the trimmed system plus fio test files.
IMG_MIB=${IMG_MIB:-2048}
# Fixed identifiers make the image (and fixtures taken from it) reproducible.
DISK_GUID=f0e1b0c0-0000-4000-8000-00000000d15c
ROOT_PARTUUID=f0e1b0c0-0000-4000-8000-000000000001
ROOT_FSUUID=f0e1b0c0-0000-4000-8000-0000000000f5
ROOT_LABEL=feelroot

# Trimmed on purpose: minbase + what boots, what the harness measures, and
# what the fixture capture reads (lsblk, lspci, lsusb).
PACKAGES=systemd,systemd-sysv,udev,dbus,kmod,initramfs-tools,zstd,lvm2,fio,pciutils,usbutils,procps,e2fsprogs,util-linux,less

log() { printf '[build-image %(%T)T] %s\n' -1 "$*" >&2; }
timed() { # timed LABEL cmd... : run and append the duration to build-times.txt
  local label=$1 t0 t1; shift; t0=$(date +%s)
  "$@"; t1=$(date +%s)
  echo "$label $((t1 - t0))s" | tee -a "$CACHE/build-times.txt" >&2
}

[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }
for b in debootstrap mkfs.ext4 sfdisk chroot; do
  command -v "$b" >/dev/null || { echo "missing $b (apt-get install debootstrap e2fsprogs fdisk)" >&2; exit 1; }
done
mkdir -p "$CACHE"

# shellcheck source=lab/image-lib.sh
source "$LAB_DIR/image-lib.sh"

put() { # put FILE : write stdin to FILE only if it differs (keeps the mtime)
  local new; new=$(cat)
  [ -f "$1" ] && [ "$(cat "$1")" = "$new" ] && return 0
  printf '%s\n' "$new" > "$1"
}

initramfs_config() {
  # Every boot device class must be mountable from the initramfs. MODULES=most
  # already covers these; listing them makes a missing one fail the build.
  # FSTYPE: the fsck hook cannot probe LABEL= inside the build chroot.
  put "$TREE/etc/initramfs-tools/conf.d/feelbench" <<'EOF'
MODULES=most
COMPRESS=zstd
FSTYPE=ext4
EOF
  put "$TREE/etc/initramfs-tools/modules" <<'EOF'
virtio_pci
virtio_blk
virtio_scsi
nvme
xhci_pci
xhci_hcd
usb_storage
uas
sd_mod
sdhci
sdhci_pci
mmc_block
dm_mod
ext4
EOF
  # Root by LABEL: the same tree works on a partition and on an LVM volume
  # (build-lvm-image.sh keeps the label). Pass 1 so the initramfs runs fsck
  # and systemd remounts rw, as on a normal install (the kernel gets "ro").
  echo "LABEL=$ROOT_LABEL / ext4 errors=remount-ro 0 1" | put "$TREE/etc/fstab"
}

# --- 1. debootstrap ---------------------------------------------------------
if [ "$FORCE" -ge 2 ] || [ ! -e "$CACHE/debootstrap.done" ]; then
  rm -rf "$TREE" "$CACHE"/*.done
  log "debootstrap $RELEASE from $MIRROR"
  timed debootstrap debootstrap --variant=minbase --include="$PACKAGES" \
    "$RELEASE" "$TREE" "$MIRROR"
  touch "$CACHE/debootstrap.done"
fi

# --- 2. configure the guest and install the kernel ---------------------------
if [ ! -e "$CACHE/configure.done" ]; then
  log "configure guest"
  echo feelbench-lab > "$TREE/etc/hostname"
  # A machine-id avoids first-boot handling (systemd-firstboot, preset) in
  # every trial; boot_id still changes on each boot.
  tr -d - < /proc/sys/kernel/random/uuid > "$TREE/etc/machine-id"
  in_chroot passwd -d root >/dev/null

  # Root autologin on the serial console, for interactive debugging.
  mkdir -p "$TREE/etc/systemd/system/serial-getty@ttyS0.service.d"
  cat > "$TREE/etc/systemd/system/serial-getty@ttyS0.service.d/autologin.conf" <<'EOF'
[Service]
ExecStart=
ExecStart=-/sbin/agetty --autologin root --keep-baud 115200,57600,38400,9600 %I $TERM
EOF
  initramfs_config

  # Host-to-guest runner: see lab/guest/lab-run.
  install -m 0755 "$LAB_DIR/guest/lab-run" "$TREE/usr/local/sbin/lab-run"
  install -m 0644 "$LAB_DIR"/guest/*.service "$TREE/etc/systemd/system/"
  in_chroot systemctl enable lab-run.service lab-early.service lab-starting.service
  install -m 0755 "$LAB_DIR/guest/capture-sysfs.sh" "$TREE/usr/local/sbin/capture-sysfs"

  # Keep docs, man pages and translations out of the kernel install and later.
  cat > "$TREE/etc/dpkg/dpkg.cfg.d/01-feelbench-nodoc" <<'EOF'
path-exclude=/usr/share/doc/*
path-include=/usr/share/doc/*/copyright
path-exclude=/usr/share/man/*
path-exclude=/usr/share/locale/*
path-exclude=/usr/share/info/*
EOF
  echo 'APT::Install-Recommends "false";' > "$TREE/etc/apt/apt.conf.d/01-feelbench-norecommends"
  echo "deb $MIRROR $RELEASE main" > "$TREE/etc/apt/sources.list"

  log "install kernel"
  bind_chroot
  in_chroot apt-get update -q
  timed kernel-install in_chroot apt-get install -y -q linux-image-amd64
  in_chroot apt-get clean
  cleanup; MOUNTED=()
  rm -rf "$TREE"/usr/share/doc/*/[!c]* "$TREE"/usr/share/man/* "$TREE"/usr/share/locale/* \
    "$TREE"/var/lib/apt/lists/* "$TREE"/var/cache/apt/*.bin
  touch "$CACHE/configure.done"
fi

initramfs_config
# The runner files are small and change while developing: always refresh.
install -m 0755 "$LAB_DIR/guest/lab-run" "$TREE/usr/local/sbin/lab-run"
install -m 0644 "$LAB_DIR"/guest/*.service "$TREE/etc/systemd/system/"
in_chroot systemctl enable -q lab-run.service lab-early.service lab-starting.service 2>/dev/null  # warns: no /proc
install -m 0755 "$LAB_DIR/guest/capture-sysfs.sh" "$TREE/usr/local/sbin/capture-sysfs"

# ConditionNeedsUpdate: without these, every boot of a fresh image runs
# ldconfig.service and systemd-update-done.service (seconds under TCG).
touch "$TREE/etc/.updated" "$TREE/var/.updated"

# --- 3. kernel and initramfs out of the tree -----------------------------------
KVER=$(basename "$(ls -d "$TREE"/lib/modules/* | sort -V | tail -1)")
for m in nvme xhci-pci usb-storage uas sdhci-pci mmc_block virtio_blk dm-mod 9pnet_virtio; do
  in_chroot modinfo -k "$KVER" -F filename "$m" >/dev/null \
    || { echo "kernel $KVER lacks module $m" >&2; exit 1; }
done
# Rebuild the initramfs when its inputs changed after it was made.
REBUILD_INITRD=0
for f in "$TREE"/etc/fstab "$TREE"/etc/initramfs-tools/conf.d/feelbench "$TREE"/etc/initramfs-tools/modules; do
  [ "$f" -nt "$TREE/boot/initrd.img-$KVER" ] && REBUILD_INITRD=1
done
if [ "$REBUILD_INITRD" = 1 ]; then
  log "update-initramfs"
  bind_chroot
  timed update-initramfs in_chroot update-initramfs -u -k "$KVER"
  cleanup; MOUNTED=()
fi
cp "$TREE/boot/vmlinuz-$KVER" "$CACHE/vmlinuz"
cp "$TREE/boot/initrd.img-$KVER" "$CACHE/initrd.img"
# Check the initramfs really carries every boot-device driver.
if command -v lsinitramfs >/dev/null || [ -x "$TREE/usr/bin/lsinitramfs" ]; then
  listing=$(in_chroot lsinitramfs "/boot/initrd.img-$KVER")
  for m in nvme.ko xhci-pci.ko usb-storage.ko uas.ko sdhci-pci.ko mmc_block.ko virtio_blk.ko dm-mod.ko sbin/fsck.ext4 sbin/lvm; do
    grep -q "/$m" <<<"$listing" || { echo "initramfs lacks $m" >&2; exit 1; }
  done
fi

# --- 4. raw disk image: GPT, one ext4 partition filled with mkfs.ext4 -d ------
IMG=$CACHE/root.img
stale=0
for f in "$CACHE/configure.done" "$LAB_DIR"/guest/lab-run "$LAB_DIR"/guest/*.service "$0" "$LAB_DIR"/image-lib.sh "$LAB_DIR"/guest/capture-sysfs.sh; do
  [ "$f" -nt "$IMG" ] && stale=1
done
if [ "$FORCE" -ge 1 ] || [ ! -e "$IMG" ] || [ "$stale" = 1 ]; then
  log "make $IMG (${IMG_MIB} MiB)"
  t0=$(date +%s)
  make_root_image "$IMG" "$IMG_MIB"
  echo "image $(( $(date +%s) - t0 ))s" | tee -a "$CACHE/build-times.txt" >&2
fi

cat > "$CACHE/root.env" <<EOF
RELEASE=$RELEASE
KVER=$KVER
ROOT_PARTUUID=$ROOT_PARTUUID
ROOT_FSUUID=$ROOT_FSUUID
ROOT_LABEL=$ROOT_LABEL
DISK_GUID=$DISK_GUID
IMG_MIB=$IMG_MIB
EOF
log "done: $IMG kernel $KVER; $(du -sh --apparent-size "$IMG" | cut -f1) apparent, $(du -sh "$IMG" | cut -f1) used"
