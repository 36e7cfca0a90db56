import yargs from 'yargs';
import { UserError } from '../errors.js';
import { DEFAULT_SCENARIO } from '../scenario/load.js';

/** A parsed command line: what to do, with typed options. Pure, so tests need no process. */
export type Command =
  | { command: 'run'; scenario: string; label?: string; id?: string; resultsDir?: string }
  | { command: 'report'; campaign: string; resultsDir?: string }
  | { command: 'help'; text: string }
  | { command: 'version' };

export function parseArgs(argv: readonly string[], version = 'unknown'): Command {
  let helpText: string | undefined;
  let result: Command | undefined;
  const parser = yargs([...argv])
    .scriptName('feelbench')
    .usage('$0 <command> [options]\n\nDoes this storage device make the machine feel faster?')
    .option('results', { type: 'string', describe: 'results folder (default: results/ in the feelbench folder, or FEELBENCH_RESULTS)' })
    .command(
      'run [scenario]',
      'run a scenario and record a campaign',
      (y) =>
        y
          .positional('scenario', { type: 'string', default: DEFAULT_SCENARIO, describe: 'preset name (quick ...) or path to a .yaml/.json file' })
          .option('label', { type: 'string', describe: 'name of the device under test, used in reports' })
          .option('id', { type: 'string', describe: 'campaign id (default: time-scenario-label)' }),
      (args) => {
        result = { command: 'run', scenario: args.scenario, label: args.label, id: args.id, resultsDir: args.results };
      },
    )
    .command(
      'report <campaign>',
      're-print the summary of a recorded campaign',
      (y) => y.positional('campaign', { type: 'string', demandOption: true, describe: 'campaign folder, id, or "latest"' }),
      (args) => {
        result = { command: 'report', campaign: args.campaign, resultsDir: args.results };
      },
    )
    .demandCommand(1, 'give a command; `feelbench --help` lists them')
    .strict()
    .help()
    .version(version)
    .exitProcess(false)
    .fail((message, error) => {
      throw error instanceof UserError ? error : new UserError(`${message ?? error?.message ?? 'bad arguments'}; see \`feelbench --help\``);
    })
    .wrap(Math.min(100, process.stdout.columns ?? 100));
  parser.parseSync([...argv], {}, (_error, parsed, output) => {
    if (output && (parsed.help || parsed.version)) helpText = output;
  });
  if (result) return result;
  if (argv.includes('--version')) return { command: 'version' };
  if (helpText !== undefined) return { command: 'help', text: helpText };
  throw new UserError('give a command; `feelbench --help` lists them');
}
