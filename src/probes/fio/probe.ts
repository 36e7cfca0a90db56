import { createRealFileSystem } from '../../host/filesystem.js';
import type { ProbeDefinition } from '../types.js';
import type { FioProbeOptions } from './options.js';
import { openFioPass, preflightFioPass } from './pass.js';

/** `- probe: fio`: a full fio pass inside each trial (the top-level `fio:` key runs one per campaign). */
export const fioProbe: ProbeDefinition<FioProbeOptions> = {
  id: 'fio',
  preflight: (options, context) => preflightFioPass(options, { host: context.host, fs: createRealFileSystem(), log: context.log }),
  open: (options, context) => openFioPass(options, context),
};
