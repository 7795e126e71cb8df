/**
 * The doorbell between whoever queues a mail and the mail worker, so a mail goes out
 * right after its transaction instead of at the next poll. Kept apart from the worker
 * so the outbox model can ring it without importing the sender.
 */
const listeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function mailQueued(): void {
  for (const listener of listeners) listener();
}
