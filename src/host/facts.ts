import { arch, cpus, hostname, release, totalmem, version } from 'node:os';
import type { HostFacts } from '../campaign/model.js';
import { parseCpuModel } from '../parse/cpuinfo.js';
import { socFromCompatible } from '../parse/device-tree.js';
import { parseOsRelease } from '../parse/os-release.js';
import { parseThrottled } from '../parse/throttled.js';
import type { Host } from './types.js';

/** Device-tree strings end with a NUL byte. */
const clean = (text: string | undefined): string | undefined => text?.replace(/\0/g, '').trim() || undefined;

async function boardModel(host: Host): Promise<string | undefined> {
  const deviceTree = clean(await host.readText('/proc/device-tree/model'));
  if (deviceTree) return deviceTree;
  const vendor = clean(await host.readText('/sys/class/dmi/id/sys_vendor'));
  const product = clean(await host.readText('/sys/class/dmi/id/product_name'));
  return [vendor, product].filter(Boolean).join(' ') || undefined;
}

/** Under-voltage and heat throttling change every number: record them (Raspberry Pi only). */
async function throttling(host: Host): Promise<HostFacts['throttled']> {
  const vcgencmd = await host.which('vcgencmd');
  if (!vcgencmd) return undefined;
  const result = await host.exec({ command: vcgencmd, args: ['get_throttled'], timeoutMs: 5000 });
  const state = result.exitCode === 0 ? parseThrottled(result.stdout) : undefined;
  return state ? { raw: state.raw, flags: state.flags } : undefined;
}

export async function gatherHostFacts(host: Host): Promise<HostFacts> {
  const osRelease = parseOsRelease((await host.readText('/etc/os-release')) ?? '');
  return {
    hostname: hostname(),
    board: await boardModel(host),
    cpuModel: parseCpuModel((await host.readText('/proc/cpuinfo')) ?? '') ?? cpus()[0]?.model,
    cpuCores: cpus().length,
    arch: arch(),
    kernel: `${release()} ${version()}`,
    os: osRelease.PRETTY_NAME,
    memoryBytes: totalmem(),
    cpuGovernor: clean(await host.readText('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor')),
    soc: socFromCompatible((await host.readText('/proc/device-tree/compatible')) ?? ''),
    throttled: await throttling(host),
  };
}
