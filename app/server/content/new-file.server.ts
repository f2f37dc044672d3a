import fs from "node:fs";

/**
 * Writes `data` to `file`, which must not exist yet (server-chosen names: an existing file is never
 * overwritten). Opening creates the file before a byte is written, so a write that fails half-way
 * (a full disk) would leave a truncated file nobody points to: it is removed before the error is
 * passed on.
 */
export async function writeNewFile(
  file: string,
  data: Uint8Array,
): Promise<void> {
  const handle = await fs.promises.open(file, "wx");
  try {
    await handle.writeFile(data);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/** `writeNewFile`, for callers that write synchronously. */
export function writeNewFileSync(file: string, data: Uint8Array): void {
  const fd = fs.openSync(file, "wx");
  try {
    fs.writeFileSync(fd, data);
    fs.closeSync(fd);
  } catch (error) {
    try {
      fs.closeSync(fd);
    } catch {
      // Already closed, or not closable: the removal below is what matters.
    }
    fs.rmSync(file, { force: true });
    throw error;
  }
}
