/** Tells the one-time reads of the client's own records to read again. */
export interface ChangeSignal {
  listen(listener: () => void): () => void;
  fire(): void;
}

export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire() {
      for (const listener of [...listeners]) listener();
    },
  };
}
