import { createContext, useContext, useSyncExternalStore } from 'react';

export const uploadGateMessages = {
  waiting: '파일 업로드 중…',
  unsent: '업로드하지 못한 파일이 있습니다. 다시 업로드하거나 목록에서 지운 뒤 저장해주세요.',
};

/**
 * The uploads a form's file fields have under way, so a save never leaves out a file its user chose: the form waits
 * for every running upload (its stored files have then joined the field) before it reads its values, and refuses to
 * save while a chosen file is still not stored (its upload failed).
 */
export class UploadGate {
  private readonly running = new Set<Promise<unknown>>();
  private readonly unsentCounts = new Set<() => number>();
  private readonly listeners = new Set<() => void>();
  private waitingToSave = false;

  /** Runs `work` (an upload and what follows it) as one the form's save waits for. */
  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    this.notify();
    const done = () => {
      this.running.delete(work);
      this.notify();
    };
    work.then(done, done);
    return work;
  }

  /** A field's count of chosen files not stored yet (uploading or failed), read when a save is asked. */
  countUnsent(count: () => number): () => void {
    this.unsentCounts.add(count);
    return () => {
      this.unsentCounts.delete(count);
    };
  }

  get busy() {
    return this.running.size > 0;
  }

  get unsent() {
    let n = 0;
    for (const count of this.unsentCounts) n += count();
    return n;
  }

  /**
   * Waits until no upload runs (one started meanwhile is waited for too), then answers whether every chosen file
   * is stored. While it waits, `saving` reads true, so the save button can say why nothing happens yet.
   */
  async beforeSave(): Promise<boolean> {
    if (this.busy) {
      this.setWaiting(true);
      try {
        while (this.running.size > 0) await Promise.allSettled([...this.running]);
      } finally {
        this.setWaiting(false);
      }
    }
    return this.unsent === 0;
  }

  get saving() {
    return this.waitingToSave;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private setWaiting(value: boolean) {
    this.waitingToSave = value;
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

export const UploadGateContext = createContext<UploadGate | null>(null);

/** The form's gate; null outside a form (a drop area on its own uploads without one). */
export const useUploadGate = () => useContext(UploadGateContext);

/** Whether the form's save is waiting for its uploads (false outside a form). */
export function useWaitingForUploads() {
  const gate = useUploadGate();
  return useSyncExternalStore(gate?.subscribe ?? noSubscription, () => gate?.saving ?? false);
}
const noSubscription = () => () => undefined;
