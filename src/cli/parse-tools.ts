/**
 * `feelbench parse <tool> FILE`: one small module per tool under cli/parse/, loaded only
 * when asked for. Add a tool with one line here.
 */
export interface ParseTool {
  describe: string;
  load(): Promise<{ parseToolOutput(text: string, file: string): unknown }>;
}

export const parseTools = {
  'systemd-analyze': {
    describe: 'systemd-analyze time, blame or critical-chain output',
    load: () => import('./parse/systemd-analyze.js'),
  },
  fio: {
    describe: 'fio --output-format=json output (fio 2.x or 3.x; text before the JSON is fine)',
    load: () => import('./parse/fio.js'),
  },
} satisfies Record<string, ParseTool>;

export type ParseToolName = keyof typeof parseTools;
