import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The feelbench folder (repository or install): lab/ and .lab-cache/ live there. */
export function feelbenchRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

export interface LabPaths {
  root: string;
  labDir: string;
  /** lab/build-image.sh's base image (debootstrap tree, kernel, initrd). */
  baseDir: string;
  /** What lab/boot.sh takes as CACHE: it boots CACHE/<release>/{vmlinuz,initrd.img,root.img}. */
  cacheRoot: string;
  /** The feelbench image: rootfs/, root.img, vmlinuz, initrd.img, root.env, inputs.json. */
  imageDir: string;
  /** The feelbench copy put into the image (production dependencies only). */
  stageDir: string;
}

export const LAB_RELEASE = 'trixie';

export function labPaths(root = feelbenchRoot()): LabPaths {
  const cacheRoot = join(root, '.lab-cache', 'feelbench');
  return {
    root,
    labDir: join(root, 'lab'),
    baseDir: join(root, '.lab-cache', LAB_RELEASE),
    cacheRoot,
    imageDir: join(cacheRoot, LAB_RELEASE),
    stageDir: join(cacheRoot, 'stage'),
  };
}
