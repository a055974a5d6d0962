/**
 * A one-line progress bar on stderr for long work, redrawn at most ten times
 * a second. Only at a terminal: piped or under --json it stays silent, so
 * scripts read clean output.
 *
 * @example
 *   const bar = new ProgressBar(fileSize, 'rows');
 *   bar.update(bytesRead, rowsDone); … bar.done();
 */
export class ProgressBar {
  private last = 0;
  private readonly started = Date.now();
  private readonly enabled: boolean;

  constructor(
    private readonly total: number,
    private readonly unit: string,
    enabled = Boolean(process.stderr.isTTY),
  ) {
    this.enabled = enabled && total > 0;
  }

  /** `position` out of `total` (bytes, say); `count` is what people care about (rows). */
  update(position: number, count: number, force = false): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.last < 100) return;
    this.last = now;
    const ratio = Math.min(1, position / this.total);
    const width = 30;
    const filled = Math.round(ratio * width);
    const rate = count / Math.max(0.001, (now - this.started) / 1000);
    const line =
      `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ` +
      `${count.toLocaleString('en-US')} ${this.unit} · ${Math.round(rate).toLocaleString('en-US')}/s`;
    process.stderr.write(`\r${line}\x1b[K`);
  }

  /** Draws the final state and ends the line. */
  done(position: number, count: number): void {
    if (!this.enabled) return;
    this.update(position, count, true);
    process.stderr.write('\n');
  }
}
