/** Counts requests in flight so one top progress bar can follow them (no spinner). */
export type ProgressListener = (inFlight: number) => void;

let inFlight = 0;
const listeners = new Set<ProgressListener>();

function emit(): void {
  for (const l of listeners) l(inFlight);
}

export const progress = {
  /** A request started. */
  start(): void {
    inFlight += 1;
    emit();
  },
  /** A request ended (answer, error or cancel). */
  done(): void {
    inFlight = Math.max(0, inFlight - 1);
    emit();
  },
  /** Requests currently in flight. */
  get inFlight(): number {
    return inFlight;
  },
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(l: ProgressListener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
