import { existsSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError, errorMessage } from '../errors.js';
import { appendLineDurableSync, writeFileAtomicSync } from '../host/files.js';
import { SCHEMA_VERSION, type CampaignRecord, type TrialRecord } from './model.js';

/**
 * One campaign on disk: campaign.json (state, written atomically), trials.jsonl (one
 * fsynced line per finished trial) and raw/ (the tools' own output, for audit).
 */
export class CampaignStore {
  constructor(readonly dir: string) {}

  get campaignFile(): string {
    return join(this.dir, 'campaign.json');
  }

  get trialsFile(): string {
    return join(this.dir, 'trials.jsonl');
  }

  get rawDir(): string {
    return join(this.dir, 'raw');
  }

  static create(dir: string, record: CampaignRecord): CampaignStore {
    if (existsSync(join(dir, 'campaign.json'))) {
      throw new UserError(`${dir} already holds a campaign; choose another --id or remove it`);
    }
    mkdirSync(join(dir, 'raw'), { recursive: true });
    const store = new CampaignStore(dir);
    writeFileSync(store.trialsFile, '', { flag: 'a' });
    store.saveCampaign(record);
    return store;
  }

  static open(dir: string): CampaignStore {
    const store = new CampaignStore(dir);
    if (!existsSync(store.campaignFile)) {
      throw new UserError(`${dir} is not a campaign folder (no campaign.json); give a folder under results/`);
    }
    return store;
  }

  loadCampaign(): CampaignRecord {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.campaignFile, 'utf8'));
    } catch (error) {
      throw new UserError(`${this.campaignFile} cannot be read: ${errorMessage(error)}`, 1);
    }
    const version = (parsed as { schemaVersion?: unknown }).schemaVersion;
    if (version !== SCHEMA_VERSION) {
      throw new UserError(
        `${this.campaignFile} has schema version ${String(version)}; this feelbench reads version ${SCHEMA_VERSION}`,
        1,
      );
    }
    return parsed as CampaignRecord;
  }

  saveCampaign(record: CampaignRecord): void {
    writeFileAtomicSync(this.campaignFile, `${JSON.stringify(record, null, 2)}\n`);
  }

  /** Durable before it returns: the state may only advance after this. */
  appendTrial(trial: TrialRecord): void {
    this.repairTornTail();
    appendLineDurableSync(this.trialsFile, JSON.stringify(trial));
  }

  readTrials(): { trials: TrialRecord[]; tornTail: boolean } {
    const text = existsSync(this.trialsFile) ? readFileSync(this.trialsFile, 'utf8') : '';
    return parseTrialLines(text, this.trialsFile);
  }

  /**
   * A crash in the middle of an append leaves a last line without its newline. Cut it
   * off, so the next append does not glue a valid record onto the torn one.
   */
  repairTornTail(): boolean {
    if (!existsSync(this.trialsFile)) return false;
    const text = readFileSync(this.trialsFile, 'utf8');
    if (text === '' || text.endsWith('\n')) return false;
    const keep = Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1));
    if (keep === statSync(this.trialsFile).size) return false;
    truncateSync(this.trialsFile, keep);
    return true;
  }

  writeRaw(name: string, content: string): string {
    mkdirSync(this.rawDir, { recursive: true });
    const path = join(this.rawDir, name);
    writeFileAtomicSync(path, content);
    return path;
  }

  writeReport(name: string, content: string): string {
    const path = join(this.dir, name);
    writeFileAtomicSync(path, content);
    return path;
  }
}

/** Pure: parses trials.jsonl text; a last line without newline is a torn write, ignored. */
export function parseTrialLines(text: string, source: string): { trials: TrialRecord[]; tornTail: boolean } {
  const lines = text.split('\n');
  const tail = lines.pop() ?? '';
  const trials: TrialRecord[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new UserError(`${source}:${index + 1} is not valid JSON; the file was edited or the disk is damaged`, 1);
    }
    if (!isTrialRecord(record)) {
      throw new UserError(`${source}:${index + 1} is not a trial record`, 1);
    }
    trials.push(record);
  });
  return { trials, tornTail: tail.trim() !== '' };
}

function isTrialRecord(value: unknown): value is TrialRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<TrialRecord>;
  return typeof record.index === 'number' && typeof record.bootId === 'string' && Array.isArray(record.samples);
}
