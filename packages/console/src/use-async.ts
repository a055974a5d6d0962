import { useEffect, useState } from 'preact/hooks';

/** Runs an effect's promise; true while it is pending. */
export function useAsync(run: () => Promise<void>, deps: unknown[]): boolean {
  const [pending, setPending] = useState(true);
  useEffect(() => {
    setPending(true);
    run().finally(() => setPending(false));
  }, deps);
  return pending;
}
