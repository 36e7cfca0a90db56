import { UserError, errorMessage } from '../errors.js';
import { feelbenchVersion } from '../campaign/versions.js';
import { parseArgs, type Command } from './parse-args.js';

/** Command handlers are imported only when used, so `--help` never loads a browser driver. */
async function dispatch(command: Command): Promise<number> {
  switch (command.command) {
    case 'help':
      process.stdout.write(`${command.text}\n`);
      return 0;
    case 'version':
      process.stdout.write(`${feelbenchVersion()}\n`);
      return 0;
    case 'run':
      return (await import('./run.js')).runCommand(command);
    case 'report':
      return (await import('./report.js')).reportCommand(command);
    case 'compare':
      return (await import('./compare.js')).compareCommand(command);
    case 'fio':
      return (await import('./fio.js')).fioCommand(command);
    case 'import':
      return (await import('./import.js')).importCommand(command);
    case 'resume':
      return (await import('./resume.js')).resumeCommand(command);
    case 'status':
      return (await import('./status.js')).statusCommand(command);
    case 'abort':
      return (await import('./abort.js')).abortCommand(command);
    case 'parse':
      return (await import('./parse.js')).parseCommand(command);
    case 'devices':
      return (await import('./devices.js')).devicesCommand(command);
    case 'lab-build':
      return (await import('./lab.js')).labBuildCommand(command);
    case 'lab-run':
      return (await import('./lab.js')).labRunCommand(command);
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    return await dispatch(parseArgs(argv, feelbenchVersion()));
  } catch (error) {
    if (error instanceof UserError) {
      process.stderr.write(`feelbench: ${error.message}\n`);
      return error.exitCode;
    }
    // A bug, not bad input: keep the stack, it is what a bug report needs.
    process.stderr.write(`feelbench: internal error: ${errorMessage(error)}\n${error instanceof Error ? (error.stack ?? '') : ''}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
