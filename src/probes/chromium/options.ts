import { z } from 'zod';

export const chromiumOptionsSchema = z.strictObject({
  probe: z.literal('chromium'),
  /** Child processes (launch, load, quit) per trial. */
  runs: z.number().int().min(1).max(100).default(1),
  /** A page to load instead of the bundled one (served from 127.0.0.1). */
  url: z.url().optional(),
  /** Path to the browser; else FEELBENCH_CHROMIUM, else the distribution's Chromium. */
  executable: z.string().min(1).optional(),
  /** false opens a window; needs a display (DISPLAY or WAYLAND_DISPLAY). */
  headless: z.boolean().default(true),
  /** A run that takes longer is killed with its whole process tree and recorded as errored. */
  timeoutSeconds: z.number().positive().max(3600).default(60),
  /** Extra browser command-line switches. */
  args: z.array(z.string()).default([]),
});

export type ChromiumOptions = z.infer<typeof chromiumOptionsSchema>;
