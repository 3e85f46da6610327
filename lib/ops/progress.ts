/** Where the commands say what they are doing: stdout, or nowhere (tests calling them directly). */
export type Log = (line: string) => void;

export const quiet: Log = () => {};

/**
 * Rows and files done out of the total, with a percentage: printed when a table or a file
 * batch finishes, and at most once a second in between.
 */
export class Progress {
  private rows = 0;
  private files = 0;
  private last = 0;

  constructor(
    private log: Log,
    private verb: string,
    private totalRows: number,
    private totalFiles: number,
  ) {}

  private line(what: string) {
    const total = this.totalRows + this.totalFiles;
    const done = this.rows + this.files;
    const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
    this.log(
      `${this.verb}: ${this.rows}/${this.totalRows} rows, ${this.files}/${this.totalFiles} files (${percent}%)${what ? ` ${what}` : ""}`,
    );
    this.last = Date.now();
  }

  addRows(count: number, table: string) {
    this.rows += count;
    if (Date.now() - this.last >= 1000) this.line(`… ${table}`);
  }

  /** A table copied: said when it had rows (empty tables pass silently). */
  tableDone(table: string, rows: number) {
    if (rows > 0) this.line(`· ${table}`);
  }

  addFile(finishedAll = false) {
    this.files += 1;
    if (finishedAll || this.files === this.totalFiles || Date.now() - this.last >= 1000)
      this.line("· files");
  }
}
