import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function feelbenchVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Version of an installed dependency, read from its package.json. */
export function dependencyVersion(name: string): string | undefined {
  try {
    const require = createRequire(join(packageRoot, 'package.json'));
    const entry = require.resolve(name);
    let folder = dirname(entry);
    while (folder !== dirname(folder)) {
      try {
        const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (manifest.name === name) return manifest.version;
      } catch {
        // keep climbing
      }
      folder = dirname(folder);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export function harnessVersions(): Record<string, string> {
  const versions: Record<string, string> = { feelbench: feelbenchVersion(), node: process.versions.node };
  const puppeteer = dependencyVersion('puppeteer-core');
  if (puppeteer) versions['puppeteer-core'] = puppeteer;
  return versions;
}
