/**
 * A process-wide budget of bytes for the request bodies in flight (docs/decisions/007, "Bodies in
 * flight"). Each body is held several times over while its request runs (form-limits' chunks,
 * undici's copy, the parsed File, the action's buffer), so 80 parallel 5.4 MB posts, each within
 * every per-form limit, took the server past its 512 MB `MemoryMax`. A body's declared length is
 * reserved before any of it is read and given back when its response has ended; a body that does
 * not fit waits, in arrival order, for bytes to come back, and is refused when it has waited too
 * long or too many already wait.
 */
export interface BodyBudgetOptions {
  /** Bytes of bodies held at once. */
  totalBytes: number;
  /**
   * Bytes only small bodies may take (at most `smallBodyBytes` each): a flood of uploads never
   * holds up a contact form or a login.
   */
  smallReserveBytes: number;
  smallBodyBytes: number;
  /** How long a body may wait for room before it is refused. */
  maxWaitMs: number;
  /** How many bodies may wait at once; one more is refused at once. */
  maxWaiting: number;
}

export interface BodyBudget {
  /** Bytes reserved now. */
  readonly inUse: number;
  /** The most bytes ever reserved at once. */
  readonly peak: number;
  /** Bodies waiting for room. */
  readonly waiting: number;
  readonly options: Readonly<BodyBudgetOptions>;
  /**
   * Resolves to the function that gives `bytes` back (call it once the body is no longer held),
   * or to undefined when the body waited `maxWaitMs`, found `maxWaiting` bodies waiting, or was
   * cancelled by `cancelled` (its client went away).
   */
  reserve(
    bytes: number,
    cancelled?: (cancel: () => void) => void,
  ): Promise<(() => void) | undefined>;
}

interface Waiter {
  bytes: number;
  admit: () => void;
}

/** Defaults: see `bodyBudgetOptions`. */
const SMALL_BODY_BYTES = 64 * 1024;
const SMALL_RESERVE_BYTES = 4 * 1024 * 1024;
const MAX_WAIT_MS = 5_000;
const MAX_WAITING = 256;

/** The options for a total of `totalMegabytes` (BODY_MEMORY_MB), with the defaults above. */
export function bodyBudgetOptions(totalMegabytes: number): BodyBudgetOptions {
  return {
    totalBytes: totalMegabytes * 1024 * 1024,
    smallReserveBytes: SMALL_RESERVE_BYTES,
    smallBodyBytes: SMALL_BODY_BYTES,
    maxWaitMs: MAX_WAIT_MS,
    maxWaiting: MAX_WAITING,
  };
}

export function createBodyBudget(options: BodyBudgetOptions): BodyBudget {
  let inUse = 0;
  let peak = 0;
  const queue: Waiter[] = [];

  const limitFor = (bytes: number) =>
    bytes <= options.smallBodyBytes
      ? options.totalBytes
      : options.totalBytes - options.smallReserveBytes;
  const fits = (bytes: number) => inUse + bytes <= limitFor(bytes);
  const take = (bytes: number) => {
    inUse += bytes;
    peak = Math.max(peak, inUse);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      inUse -= bytes;
      // First fit in arrival order: a small form behind a large upload need not wait for it.
      for (let i = 0; i < queue.length;) {
        const waiter = queue[i]!;
        if (fits(waiter.bytes)) {
          queue.splice(i, 1);
          waiter.admit();
        } else i++;
      }
    };
  };

  return {
    get inUse() {
      return inUse;
    },
    get peak() {
      return peak;
    },
    get waiting() {
      return queue.length;
    },
    options,
    reserve(bytes, cancelled) {
      // A body larger than all the room there is could never fit: the body limits keep them out.
      if (bytes > limitFor(bytes)) return Promise.resolve(undefined);
      if (fits(bytes)) return Promise.resolve(take(bytes));
      if (queue.length >= options.maxWaiting) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          bytes,
          admit: () => {
            clearTimeout(timer);
            resolve(take(bytes));
          },
        };
        const leave = () => {
          const index = queue.indexOf(waiter);
          if (index === -1) return;
          queue.splice(index, 1);
          clearTimeout(timer);
          resolve(undefined);
        };
        const timer = setTimeout(leave, options.maxWaitMs);
        queue.push(waiter);
        cancelled?.(leave);
      });
    },
  };
}
