import { readFileSync } from 'node:fs';
import { UserError, errorMessage } from '../errors.js';
import type { Command } from './parse-args.js';
import { parseTools } from './parse-tools.js';

/** Prints a saved tool output as parsed JSON (for checking a capture, and for bug reports). */
export async function parseCommand(command: Extract<Command, { command: 'parse' }>): Promise<number> {
  let text: string;
  try {
    text = readFileSync(command.file, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read ${command.file}: ${errorMessage(error)}`);
  }
  const tool = await parseTools[command.tool].load();
  process.stdout.write(`${JSON.stringify(tool.parseToolOutput(text, command.file), null, 2)}\n`);
  return 0;
}
