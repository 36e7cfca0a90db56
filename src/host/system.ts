import { readFile, chown as fsChown } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { RunAsUser } from './types.js';

export async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

export async function bootId(): Promise<string> {
  const id = await readText('/proc/sys/kernel/random/boot_id');
  if (id === undefined) throw new Error('cannot read /proc/sys/kernel/random/boot_id');
  return id.trim();
}

export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen];
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Parses one /etc/passwd line into a user, or undefined for a malformed line. */
export function parsePasswdLine(line: string): RunAsUser | undefined {
  const fields = line.split(':');
  if (fields.length < 7) return undefined;
  const [name, , uid, gid, , home] = fields;
  if (!name || uid === undefined || gid === undefined || home === undefined) return undefined;
  const uidNumber = Number(uid);
  const gidNumber = Number(gid);
  if (!Number.isInteger(uidNumber) || !Number.isInteger(gidNumber)) return undefined;
  return { name, uid: uidNumber, gid: gidNumber, home };
}

export async function lookupUser(name: string): Promise<RunAsUser | undefined> {
  const passwd = (await readText('/etc/passwd')) ?? '';
  for (const line of passwd.split('\n')) {
    const user = parsePasswdLine(line);
    if (user?.name === name) return user;
  }
  return undefined;
}

export async function chown(path: string, user: RunAsUser): Promise<void> {
  await fsChown(path, user.uid, user.gid);
}

export async function which(binary: string, pathVariable = process.env.PATH ?? ''): Promise<string | undefined> {
  if (binary.includes('/')) {
    return (await isExecutable(binary)) ? binary : undefined;
  }
  for (const folder of pathVariable.split(delimiter)) {
    if (!folder) continue;
    const candidate = join(folder, binary);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
