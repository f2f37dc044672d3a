/**
 * How far an Apply of the catalogue import is (docs/decisions/032-catalogue-import-export.md): the
 * server keeps it while the Apply runs, the import page asks for it and shows it.
 */
export interface ImportProgress {
  /** Checking the file's products against the catalogue again, then writing the changed ones. */
  phase: "checking" | "writing" | "done" | "failed";
  done: number;
  total: number;
}
