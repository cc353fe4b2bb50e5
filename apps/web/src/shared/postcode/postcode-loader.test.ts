import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressOf,
  createPostcodeLoader,
  PostcodeUnavailable,
  type PostcodeApi,
  type ScriptHost,
} from './postcode-loader';

const SRC = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** A page without a DOM: records added scripts and lets the test fire their load or error. */
function fakeHost() {
  const scripts: { src: string; onLoad: () => void; onError: () => void }[] = [];
  const state: { api: Partial<PostcodeApi> | undefined } = { api: undefined };
  const host: ScriptHost = {
    api: () => state.api,
    addScript: (src, onLoad, onError) => scripts.push({ src, onLoad, onError }),
  };
  return { host, scripts, state };
}

class FakePostcode {
  embed() {}
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('postcode script loader', () => {
  it('adds the configured script once, only when asked, and waits for the service core', async () => {
    const { host, scripts, state } = fakeHost();
    const loader = createPostcodeLoader(host, 1000);
    expect(scripts).toHaveLength(0);
    const first = loader.load(SRC);
    const second = loader.load(SRC);
    expect(scripts.map((s) => s.src)).toEqual([SRC]);
    // The loader script defines postcode.load; Postcode exists only once the core has come.
    let coreReady: () => void = () => undefined;
    state.api = { postcode: { load: (ready) => (coreReady = ready) } };
    scripts[0]!.onLoad();
    state.api = { ...state.api, Postcode: FakePostcode as unknown as PostcodeApi['Postcode'] };
    coreReady();
    const api = await first;
    expect(api.Postcode).toBe(FakePostcode);
    expect(await second).toBe(api);
  });

  it('fails when the script cannot load (blocked, offline), and keeps failing without adding it again', async () => {
    const { host, scripts } = fakeHost();
    const loader = createPostcodeLoader(host, 1000);
    const attempt = loader.load(SRC);
    scripts[0]!.onError();
    await expect(attempt).rejects.toBeInstanceOf(PostcodeUnavailable);
    await expect(loader.load(SRC)).rejects.toBeInstanceOf(PostcodeUnavailable);
    expect(scripts).toHaveLength(1);
  });

  it('fails after the timeout when the script neither loads nor errors (a LAN that swallows requests)', async () => {
    const { host } = fakeHost();
    const attempt = createPostcodeLoader(host, 1000).load(SRC);
    const outcome = expect(attempt).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it('fails when the script loaded but defined no Postcode (a captive portal page)', async () => {
    const { host, scripts } = fakeHost();
    const attempt = createPostcodeLoader(host, 1000).load(SRC);
    scripts[0]!.onLoad();
    await expect(attempt).rejects.toThrow('defined no Postcode');
  });

  it('uses a service already on the page without adding the script', async () => {
    const { host, scripts, state } = fakeHost();
    state.api = { Postcode: FakePostcode as unknown as PostcodeApi['Postcode'] };
    await expect(createPostcodeLoader(host, 1000).load(SRC)).resolves.toBe(state.api);
    expect(scripts).toHaveLength(0);
  });
});

describe('the address a chosen result fills in', () => {
  it('takes the zone code and the road address, else the lot address', () => {
    expect(
      addressOf({ zonecode: '04524', roadAddress: '서울 중구 세종대로 110', address: '서울 중구 태평로1가 31' }),
    ).toEqual({
      zipCode: '04524',
      address: '서울 중구 세종대로 110',
    });
    expect(addressOf({ zonecode: '04524', roadAddress: '', address: '서울 중구 태평로1가 31' })).toEqual({
      zipCode: '04524',
      address: '서울 중구 태평로1가 31',
    });
  });
});
