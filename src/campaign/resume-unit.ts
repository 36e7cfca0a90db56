/** The systemd unit that runs `feelbench resume` after each boot of a reboot campaign. Pure. */

export interface ResumeUnitRequest {
  nodePath: string;
  cliPath: string;
  resultsDir: string;
  campaignId: string;
}

/** systemd's quoting: double quotes, with backslash and quote escaped. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function resumeUnitText(request: ResumeUnitRequest): string {
  return [
    `# Installed by feelbench for campaign ${request.campaignId}.`,
    '# Removed when the campaign ends, fails or is aborted (`feelbench abort`).',
    '[Unit]',
    'Description=feelbench: resume the reboot campaign after boot',
    'After=multi-user.target',
    '',
    '[Service]',
    // Never oneshot: a oneshot unit in the boot transaction keeps the boot from finishing,
    // and feelbench waits for the boot to finish: that would deadlock.
    'Type=simple',
    `ExecStart=${quote(request.nodePath)} ${quote(request.cliPath)} resume`,
    `Environment=${quote(`FEELBENCH_RESULTS=${request.resultsDir}`)}`,
    'StandardOutput=journal',
    'StandardError=journal',
    'Restart=no',
    '',
    '[Install]',
    'WantedBy=multi-user.target',
    '',
  ].join('\n');
}
