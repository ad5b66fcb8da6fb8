// Firebase reports sign-in state changes one by one, and handling one takes time (loading the
// shop's state, asking the server for the profile). Handled in order, a change that waited behind
// a sign-in (the page's first "signed out", reported just before the person signed in) would be
// applied after it and sign the shop out again. This runs handlers one after another and drops a
// change once a newer one has arrived: only the latest state counts.

/**
 * `report(value)` queues `handle(value)` after the ones before it; when its turn comes (after
 * `wait()`, e.g. a sign-in still under way), it is skipped if another value was reported since.
 */
export function latestOnly<T>(handle: (value: T) => Promise<void>, wait: () => Promise<void> | null = () => null, onError: (error: unknown) => void = () => {}) {
  let queue: Promise<void> = Promise.resolve();
  let reported = 0;
  return function report(value: T): Promise<void> {
    const mine = ++reported;
    queue = queue
      .then(async () => {
        const pending = wait();
        if (pending) await pending;
        if (mine !== reported) return;
        await handle(value);
      })
      .catch(onError);
    return queue;
  };
}
