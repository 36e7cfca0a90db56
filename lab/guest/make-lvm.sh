#!/bin/bash
# Guest script for lab/build-lvm-image.sh: copy the running root filesystem
# (booted with -snapshot, so the image itself is untouched) onto an LVM
# logical volume on a new disk (serial feellvm). Runs in the guest so the
# host needs no device-mapper or loop devices. The source is a bind mount of
# /, not a second copy of root.img: two filesystems labelled feelroot would
# make LABEL=feelroot in fstab ambiguous. The host wrote the partition table
# (the trimmed image has no sfdisk).
set -euxo pipefail
dst=/dev/disk/by-id/virtio-feellvm
udevadm settle
pv=$dst-part1
pvcreate -ff -y "$pv"
vgcreate feelvg "$pv"
lvcreate -y -Wy -Zy -n root -l 100%FREE feelvg
udevadm settle
mkfs.ext4 -q -F -L feelroot -U f0e1b0c0-0000-4000-8000-0000000000f6 /dev/feelvg/root
mkdir -p /run/src /run/dst
mount --bind / /run/src
mount /dev/feelvg/root /run/dst
tar -C /run/src --numeric-owner --xattrs --acls -cpf - . | tar -C /run/dst --numeric-owner --xattrs --acls -xpf -
# This boot's own traces do not belong in the image.
rm -rf /run/dst/var/log/journal/* /run/dst/lab
umount /run/src /run/dst
vgchange -an feelvg
sync
pvs; lvs
