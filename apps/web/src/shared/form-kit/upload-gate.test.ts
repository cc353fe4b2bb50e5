import { describe, expect, it } from 'vitest';
import { UploadGate } from './upload-gate';

/** A promise the test settles by hand, as an upload that is still going up. */
function upload() {
  let finish!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe('upload gate (a save waits for the draft files)', () => {
  it('lets a save through at once when nothing is uploading and every chosen file is stored', async () => {
    const gate = new UploadGate();
    gate.countUnsent(() => 0);
    await expect(gate.beforeSave()).resolves.toBe(true);
    expect(gate.saving).toBe(false);
  });

  it('waits for every upload under way, including one started while it waits, and says so meanwhile', async () => {
    const gate = new UploadGate();
    let unsent = 2;
    gate.countUnsent(() => unsent);
    const first = upload();
    const second = upload();
    void gate.track(first.done.then(() => (unsent = 1)));
    const seen: boolean[] = [];
    gate.subscribe(() => seen.push(gate.saving));

    let answered: boolean | undefined;
    const save = gate.beforeSave().then((ok) => (answered = ok));
    expect(gate.saving).toBe(true);
    void gate.track(second.done.then(() => (unsent = 0)));
    first.finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(answered).toBeUndefined();
    second.finish();
    await save;
    expect(answered).toBe(true);
    expect(gate.saving).toBe(false);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('refuses the save when a chosen file did not go up (its upload failed)', async () => {
    const gate = new UploadGate();
    gate.countUnsent(() => 1);
    const failing = upload();
    void gate.track(failing.done).catch(() => undefined);
    const save = gate.beforeSave();
    failing.fail(new Error('network'));
    await expect(save).resolves.toBe(false);
    expect(gate.busy).toBe(false);
  });

  it('forgets a field that left the form', async () => {
    const gate = new UploadGate();
    const stop = gate.countUnsent(() => 3);
    expect(gate.unsent).toBe(3);
    stop();
    expect(gate.unsent).toBe(0);
  });
});
