/** Whether the browser would ask before leaving the page now: a cancelable `beforeunload` that something prevented. */
export function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
