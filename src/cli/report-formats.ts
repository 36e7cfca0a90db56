/** Output formats of `report` and `compare` (kept apart so parse-args stays light). */
export const REPORT_FORMATS = ['terminal', 'markdown', 'html', 'csv', 'json', 'png'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
