import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

function fsyncPath(path: string, flags: string): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces a file so that a crash leaves either the old or the new content: write a
 * temp file beside it, fsync it, rename over the target, fsync the folder so the rename
 * itself is durable.
 */
export function writeFileAtomicSync(path: string, content: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  fsyncPath(dirname(path), 'r');
}

/** Appends one line and fsyncs before returning: the line is on disk when this returns. */
export function appendLineDurableSync(path: string, line: string): void {
  if (line.includes('\n')) throw new Error('a record must be a single line');
  const fd = openSync(path, 'a', 0o644);
  try {
    writeSync(fd, `${line}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
