/**
 * Waits until `check()` holds, looking every `step` ms, for at most `ms` ms; then returns either
 * way, so the assertion after it says what did not happen. For work that finishes on its own
 * schedule (a stream drained, a listener called): a fixed sleep is too short on a loaded machine.
 */
export async function until(check: () => boolean, ms = 5_000, step = 5): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, step));
}
