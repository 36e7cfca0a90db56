/** `fio --enghelp` (the I/O engines this fio was built with) and `fio --version`. Pure. */

/** Engine names, one per indented line after the "Available IO engines:" header. */
export function parseFioEngines(text: string): string[] {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => /available io engines/i.test(line));
  if (header < 0) return [];
  return lines
    .slice(header + 1)
    .map((line) => line.trim())
    .filter((line) => /^[a-z0-9_-]+$/i.test(line));
}

/** `fio-3.33` -> `3.33`; undefined when the text is not a fio version line. */
export function parseFioVersion(text: string): string | undefined {
  return /^fio-(\d+(?:\.\d+)*\S*)/m.exec(text.trim())?.[1];
}

/**
 * `fio --enghelp=ENGINE` loads the engine (dlopen for external ones) to list its options:
 * fio says "not loadable" / "not found" when it cannot. "has no options" is a loadable engine.
 */
export function engineLoadable(stdout: string, stderr: string): boolean {
  return !/not loadable|engine \S+ not found|failed to load engine/i.test(`${stdout}\n${stderr}`);
}
