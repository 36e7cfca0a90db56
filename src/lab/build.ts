/**
 * `feelbench lab build`: the base image (lab/build-image.sh, cached by itself), then the
 * feelbench image (lab/feelbench-image.sh): Chromium, fio and Node.js installed into a copy
 * of the base tree, feelbench itself at /opt/feelbench, and feelbench-lab.service. Each
 * step is redone only when the hash of its inputs changed (kept in inputs.json).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import { hashPaths } from '../host/tree-hash.js';
import type { Host } from '../host/types.js';
import type { LabPaths } from './paths.js';

/** Debian trixie packages added to the base: what the probes run, and Node.js 20.19. */
export const LAB_PACKAGES = ['chromium', 'nodejs', 'fio', 'fonts-dejavu-core'] as const;
/** A power of two (QEMU's sd-card refuses other sizes), with room for Chromium and fio files. */
export const LAB_IMAGE_MIB = 4096;
/** What of feelbench goes into the image (node_modules is added, then pruned to production). */
const FEELBENCH_PARTS = ['package.json', 'package-lock.json', 'dist', 'bin', 'scenarios', 'assets'] as const;

export interface LabBuildStep {
  name: 'base' | 'packages' | 'stage' | 'image';
  ran: boolean;
  ms: number;
}

export interface LabBuildResult {
  image: string;
  steps: LabBuildStep[];
  wallMs: number;
}

interface Inputs {
  packagesKey?: string;
  imageKey?: string;
}

export async function buildLabImage(host: Host, paths: LabPaths, options: { force: boolean; log(line: string): void }): Promise<LabBuildResult> {
  if (!host.isRoot()) throw new UserError('lab build needs root (debootstrap, chroot, mkfs.ext4 -d with root-owned files)');
  for (const tool of ['debootstrap', 'mkfs.ext4', 'sfdisk', 'chroot', 'npm']) {
    if (!(await host.which(tool))) throw new UserError(`lab build needs ${tool}: apt-get install debootstrap e2fsprogs fdisk qemu-system-x86 qemu-utils (npm comes with Node.js)`);
  }
  if (!existsSync(join(paths.root, 'dist', 'cli', 'main.js'))) throw new UserError(`no ${join(paths.root, 'dist')}: run \`npm run build\` first`);
  const started = host.clock.monotonicMs();
  const steps: LabBuildStep[] = [];
  const timed = async (name: LabBuildStep['name'], ran: boolean, action: () => Promise<void>) => {
    const t0 = host.clock.monotonicMs();
    if (ran) await action();
    steps.push({ name, ran, ms: host.clock.monotonicMs() - t0 });
  };
  const script = async (what: string, command: string, args: string[], env: Record<string, string>) => {
    options.log(what);
    const result = await host.exec({ command, args, env, cwd: paths.root, timeoutMs: 45 * 60_000 });
    if (result.exitCode !== 0) {
      const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
      throw new UserError(`${what} failed (exit ${String(result.exitCode)}${result.timedOut ? ', timed out' : ''}):\n${tail}`, 1);
    }
  };

  await timed('base', true, () => script('base image: lab/build-image.sh (cached by itself)', 'bash', [join(paths.labDir, 'build-image.sh')], {}));

  mkdirSync(paths.imageDir, { recursive: true });
  const inputsFile = join(paths.imageDir, 'inputs.json');
  const previous: Inputs = existsSync(inputsFile) ? (JSON.parse(readFileSync(inputsFile, 'utf8')) as Inputs) : {};
  const baseStamps = ['debootstrap.done', 'configure.done', 'vmlinuz'].map((name) => {
    const path = join(paths.baseDir, name);
    if (!existsSync(path)) return `${name}:missing`;
    const info = statSync(path);
    // build-image.sh copies vmlinuz out on every run: its size says enough, its mtime nothing.
    return `${name}:${info.size}:${name === 'vmlinuz' ? '' : info.mtimeMs}`;
  });
  const packagesKey = hashPaths(paths.root, ['lab/build-image.sh', 'lab/feelbench-image.sh', 'lab/image-lib.sh'], [LAB_PACKAGES.join(' '), ...baseStamps]);
  const imageEnv = { OUT: paths.imageDir, BASE: paths.baseDir, EXTRA_PACKAGES: LAB_PACKAGES.join(' '), IMG_MIB: String(LAB_IMAGE_MIB) };
  const packagesStale = options.force || previous.packagesKey !== packagesKey || !existsSync(join(paths.imageDir, 'rootfs', 'usr', 'bin', 'node'));
  await timed('packages', packagesStale, async () => {
    await script(`packages: ${LAB_PACKAGES.join(', ')} into a copy of the base tree`, 'bash', [join(paths.labDir, 'feelbench-image.sh'), 'packages'], imageEnv);
    writeFileSync(inputsFile, `${JSON.stringify({ packagesKey }, null, 2)}\n`);
  });

  const imageKey = hashPaths(
    paths.root,
    ['lab/feelbench-image.sh', 'lab/image-lib.sh', 'lab/guest/feelbench-lab', 'lab/guest/feelbench-lab.service', ...FEELBENCH_PARTS],
    [packagesKey, String(LAB_IMAGE_MIB)],
  );
  const imageStale = packagesStale || previous.imageKey !== imageKey || !existsSync(join(paths.imageDir, 'root.img'));
  await timed('stage', imageStale, async () => {
    options.log(`stage: feelbench with production dependencies in ${paths.stageDir}`);
    stageFeelbench(paths);
    const pruned = await host.exec({ command: 'npm', args: ['prune', '--omit=dev', '--no-audit', '--no-fund'], cwd: paths.stageDir, timeoutMs: 10 * 60_000 });
    if (pruned.exitCode !== 0) throw new UserError(`npm prune --omit=dev in ${paths.stageDir} failed: ${pruned.stderr.trim().split('\n').slice(-3).join(' ')}`, 1);
  });
  await timed('image', imageStale, async () => {
    await script(`image: /opt/feelbench, feelbench-lab.service, ${LAB_IMAGE_MIB} MiB root.img`, 'bash', [join(paths.labDir, 'feelbench-image.sh'), 'image'], { ...imageEnv, FEELBENCH_STAGE: paths.stageDir });
    writeFileSync(inputsFile, `${JSON.stringify({ packagesKey, imageKey, builtAt: host.clock.now().toISOString() }, null, 2)}\n`);
  });
  return { image: join(paths.imageDir, 'root.img'), steps, wallMs: host.clock.monotonicMs() - started };
}

function stageFeelbench(paths: LabPaths): void {
  rmSync(paths.stageDir, { recursive: true, force: true });
  mkdirSync(paths.stageDir, { recursive: true });
  for (const part of [...FEELBENCH_PARTS, 'node_modules']) {
    const source = join(paths.root, part);
    if (existsSync(source)) cpSync(source, join(paths.stageDir, part), { recursive: true, verbatimSymlinks: true });
  }
}
