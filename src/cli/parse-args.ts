import yargs from 'yargs';
import { UserError } from '../errors.js';
import { DEFAULT_SCENARIO } from '../scenario/load.js';
import { parseTools, type ParseToolName } from './parse-tools.js';
import { REPORT_FORMATS, type ReportFormat } from './report-formats.js';
import { FIO_PROFILE_IDS, type FioProfileId } from '../probes/fio/profiles.js';

/** A parsed command line: what to do, with typed options. Pure, so tests need no process. */
export type Command =
  | { command: 'run'; scenario: string; label?: string; id?: string; resultsDir?: string; yes?: boolean; dryRun?: boolean }
  | { command: 'resume'; resultsDir?: string }
  | { command: 'status'; campaign?: string; resultsDir?: string }
  | { command: 'abort'; resultsDir?: string }
  | { command: 'parse'; tool: ParseToolName; file: string }
  | { command: 'report'; campaign: string; resultsDir?: string; format?: ReportFormat; out?: string }
  | { command: 'compare'; campaigns: string[]; resultsDir?: string; baseline?: string; format: ReportFormat; out?: string; allowMixed: boolean }
  | {
      command: 'fio';
      profile: FioProfileId;
      directory?: string;
      device?: string;
      size?: string;
      runtimeSeconds?: number;
      rampSeconds?: number;
      trials: number;
      label?: string;
      id?: string;
      resultsDir?: string;
    }
  | { command: 'import'; tool: 'fio'; file: string; campaign: string; resultsDir?: string }
  | { command: 'devices'; json: boolean; path?: string; device?: string }
  | { command: 'lab-build'; force: boolean }
  | {
      command: 'lab-run';
      devices: string;
      scenario: string;
      trials?: number;
      out?: string;
      resultsDir?: string;
      memMib: number;
      timeoutMinutes?: number;
      idleMinutes: number;
      keepDisks: boolean;
    }
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
          .option('id', { type: 'string', describe: 'campaign id (default: time-scenario-label)' })
          .option('yes', { type: 'boolean', default: false, describe: 'reboot without asking first (scenarios with reboot: true)' })
          .option('dry-run', { type: 'boolean', default: false, describe: 'print the plan and what would be installed; change nothing' }),
      (args) => {
        result = { command: 'run', scenario: args.scenario, label: args.label, id: args.id, resultsDir: args.results, yes: args.yes, dryRun: args['dry-run'] };
      },
    )
    .command(
      'resume',
      'continue the active reboot campaign (what the feelbench-resume unit runs after each boot)',
      (y) => y,
      (args) => {
        result = { command: 'resume', resultsDir: args.results };
      },
    )
    .command(
      'status [campaign]',
      'which campaign runs, trial k of n, the last result, the next step, time left',
      (y) => y.positional('campaign', { type: 'string', describe: 'campaign folder or id (default: the active one, else the latest)' }),
      (args) => {
        result = { command: 'status', campaign: args.campaign, resultsDir: args.results };
      },
    )
    .command(
      'abort',
      'stop the active reboot campaign after its current step; removes the resume unit, keeps results',
      (y) => y,
      (args) => {
        result = { command: 'abort', resultsDir: args.results };
      },
    )
    .command(
      'parse <tool> <file>',
      'print a saved tool output as parsed JSON',
      (y) =>
        y
          .positional('tool', { type: 'string', choices: Object.keys(parseTools), demandOption: true, describe: 'which tool printed it' })
          .positional('file', { type: 'string', demandOption: true, describe: 'the saved output' }),
      (args) => {
        result = { command: 'parse', tool: args.tool as ParseToolName, file: args.file };
      },
    )
    .command(
      'fio',
      'run the fio pass alone (profiles from the reference results) and record a campaign',
      (y) =>
        y
          .option('profile', { type: 'string', choices: FIO_PROFILE_IDS, default: 'cdm', describe: 'set of fio jobs' })
          .option('directory', { type: 'string', describe: 'folder on the filesystem under test for the test file (default /var/tmp, on the root filesystem)' })
          .option('device', { type: 'string', describe: 'block device to test read-only instead (only read jobs run)' })
          .option('size', { type: 'string', describe: 'test file size, e.g. 1GiB (default), 256MiB' })
          .option('runtime', { type: 'number', describe: 'measured seconds per job (default 10)' })
          .option('ramp', { type: 'number', describe: 'seconds per job before measuring (default 2)' })
          .option('trials', { type: 'number', default: 1, describe: 'passes to run (more give a spread)' })
          .option('label', { type: 'string', describe: 'name of the device under test, used in reports' })
          .option('id', { type: 'string', describe: 'campaign id (default: time-scenario-label)' })
          .conflicts('directory', 'device'),
      (args) => {
        result = {
          command: 'fio',
          profile: args.profile as FioProfileId,
          trials: args.trials,
          ...(args.directory ? { directory: args.directory } : {}),
          ...(args.device ? { device: args.device } : {}),
          ...(args.size ? { size: args.size } : {}),
          ...(args.runtime !== undefined ? { runtimeSeconds: args.runtime } : {}),
          ...(args.ramp !== undefined ? { rampSeconds: args.ramp } : {}),
          ...(args.label ? { label: args.label } : {}),
          ...(args.id ? { id: args.id } : {}),
          ...(args.results ? { resultsDir: args.results } : {}),
        };
      },
    )
    .command(
      'import <tool> <file>',
      'add a result measured elsewhere (fio JSON) to a campaign',
      (y) =>
        y
          .positional('tool', { type: 'string', choices: ['fio'] as const, demandOption: true, describe: 'which tool printed it' })
          .positional('file', { type: 'string', demandOption: true, describe: 'the saved output' })
          .option('campaign', { type: 'string', demandOption: true, describe: 'campaign folder, id, or "latest"' }),
      (args) => {
        result = { command: 'import', tool: 'fio', file: args.file, campaign: args.campaign, ...(args.results ? { resultsDir: args.results } : {}) };
      },
    )
    .command(
      'report <campaign>',
      're-print the summary of a recorded campaign',
      (y) =>
        y
          .positional('campaign', { type: 'string', demandOption: true, describe: 'campaign folder, id, or "latest"' })
          .option('format', { choices: REPORT_FORMATS, describe: 'output format (default: the terminal summary)' })
          .option('out', { type: 'string', describe: 'write to this file (a folder for png) instead of stdout' }),
      (args) => {
        result = {
          command: 'report',
          campaign: args.campaign,
          resultsDir: args.results,
          ...(args.format ? { format: args.format } : {}),
          ...(args.out ? { out: args.out } : {}),
        };
      },
    )
    .command(
      'compare <campaigns..>',
      'compare devices: campaigns grouped by device label, each against a baseline, with verdicts',
      (y) =>
        y
          .positional('campaigns', { type: 'string', array: true, demandOption: true, describe: 'campaign folders or ids, or folders holding campaigns' })
          .option('baseline', { type: 'string', describe: 'device label to compare against (default: the slowest)' })
          .option('format', { choices: REPORT_FORMATS, default: 'terminal' as ReportFormat, describe: 'output format' })
          .option('out', { type: 'string', describe: 'write to this file (a folder for png) instead of stdout' })
          .option('allow-mixed', { type: 'boolean', default: false, describe: 'compare campaigns with different scenario settings (flagged)' }),
      (args) => {
        result = {
          command: 'compare',
          campaigns: args.campaigns,
          resultsDir: args.results,
          format: args.format,
          allowMixed: args['allow-mixed'],
          ...(args.baseline !== undefined ? { baseline: args.baseline } : {}),
          ...(args.out ? { out: args.out } : {}),
        };
      },
    )
    .command(
      'devices',
      'list block devices; mark and describe the one a path lives on (default /)',
      (y) =>
        y
          .option('json', { type: 'boolean', default: false, describe: 'print JSON for scripts' })
          .option('path', { type: 'string', describe: 'describe the device this mount point or file lives on (default /)' })
          .option('device', { type: 'string', describe: 'describe this block device instead (sda, /dev/nvme0n1p2, /dev/mapper/vg-root)' })
          .conflicts('path', 'device'),
      (args) => {
        result = { command: 'devices', json: args.json, ...(args.path ? { path: args.path } : {}), ...(args.device ? { device: args.device } : {}) };
      },
    )
    .command('lab', 'QEMU lab: real reboot campaigns on emulated NVMe, USB, eMMC and microSD (needs root and QEMU)', (y) =>
      y
        .command(
          'build',
          'build (or refresh) the lab image: Debian trixie, systemd, Chromium, fio, Node.js and this feelbench; cached in .lab-cache/',
          (b) => b.option('force', { type: 'boolean', default: false, describe: 'rebuild the feelbench image even when its inputs did not change' }),
          (args) => {
            result = { command: 'lab-build', force: args.force };
          },
        )
        .command(
          'run',
          'boot the lab image from each device in turn, run the scenario with real reboots in each, copy the campaigns out and compare them',
          (b) =>
            b
              .option('devices', { type: 'string', default: 'nvme,microsd', describe: 'comma-separated: nvme, usb-nvme, usb2-ssd, emmc, microsd, virtio' })
              .option('scenario', { type: 'string', default: 'lab-reboot-command', describe: 'lab scenario (lab/scenarios/NAME.yaml), preset name, or file' })
              .option('trials', { type: 'number', describe: "override the scenario's trials" })
              .option('out', { type: 'string', describe: 'folder for the campaigns, consoles and compare report (default: results/lab-<time>)' })
              .option('mem', { type: 'number', default: 1536, describe: 'VM memory, MiB' })
              .option('timeout-minutes', { type: 'number', describe: 'kill a VM still running after this long (default: 15 + 8 per trial)' })
              .option('idle-minutes', { type: 'number', default: 10, describe: 'kill a VM whose console is silent this long' })
              .option('keep-disks', { type: 'boolean', default: false, describe: "keep each device's disk image after its run" }),
          (args) => {
            result = {
              command: 'lab-run',
              devices: args.devices,
              scenario: args.scenario,
              ...(args.trials !== undefined ? { trials: args.trials } : {}),
              ...(args.out !== undefined ? { out: args.out } : {}),
              ...(args.results !== undefined ? { resultsDir: args.results } : {}),
              memMib: args.mem,
              ...(args['timeout-minutes'] !== undefined ? { timeoutMinutes: args['timeout-minutes'] } : {}),
              idleMinutes: args['idle-minutes'],
              keepDisks: args['keep-disks'],
            };
          },
        )
        .demandCommand(1, 'give a lab command: build or run'),
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
