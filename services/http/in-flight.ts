/** Registry of the AbortControllers of requests in flight, so a 401 or logout can abort them all. */
export class InFlightRegistry {
  private readonly controllers = new Set<AbortController>();

  /** Creates a controller for one request; combines it with the caller's own signal when given. */
  open(callerSignal?: AbortSignal | null): { controller: AbortController; signal: AbortSignal; close: () => void } {
    const controller = new AbortController();
    this.controllers.add(controller);
    const signal = callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal;
    return { controller, signal, close: () => this.controllers.delete(controller) };
  }

  /** Aborts every request in flight. */
  abortAll(reason = 'aborted'): void {
    for (const c of this.controllers) c.abort(reason);
    this.controllers.clear();
  }

  /** How many requests are in flight. */
  get size(): number {
    return this.controllers.size;
  }
}
