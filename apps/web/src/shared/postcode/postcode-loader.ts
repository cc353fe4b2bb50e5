/**
 * Loads the Kakao (formerly Daum) postcode search script on demand, once per address. The loader script fetches
 * the service's core itself (`postcode.load`), after which `Postcode` can embed the search into an element.
 */

/** What the service hands back on a chosen address (the fields we use). */
export interface PostcodeResult {
  zonecode: string;
  address: string;
  roadAddress: string;
}

export interface PostcodeInstance {
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}

export interface PostcodeApi {
  Postcode: new (options: {
    oncomplete: (data: PostcodeResult) => void;
    width?: string | number;
    height?: string | number;
  }) => PostcodeInstance;
  postcode?: { load?: (ready: () => void) => void };
}

/** The zip code and address a form takes from a chosen result: the road address, else the lot address. */
export const addressOf = (data: PostcodeResult) => ({
  zipCode: data.zonecode,
  address: data.roadAddress || data.address,
});

/** The page around the loader: the API the script defines, and how a script element is added. */
export interface ScriptHost {
  /** The script's namespace (window.kakao, or the older window.daum), complete or still loading its core. */
  api(): Partial<PostcodeApi> | undefined;
  addScript(src: string, onLoad: () => void, onError: () => void): void;
}

interface PostcodeWindow {
  kakao?: Partial<PostcodeApi>;
  daum?: Partial<PostcodeApi>;
}

const hasPostcode = (v: Partial<PostcodeApi> | undefined): v is PostcodeApi => typeof v?.Postcode === 'function';
const isPostcodeNamespace = (v: Partial<PostcodeApi> | undefined) => !!v && (hasPostcode(v) || !!v.postcode);

export const browserScriptHost: ScriptHost = {
  api() {
    const w = window as unknown as PostcodeWindow;
    // window.kakao may also be the Kakao Maps SDK, without the postcode service.
    return isPostcodeNamespace(w.kakao) ? w.kakao : isPostcodeNamespace(w.daum) ? w.daum : undefined;
  },
  addScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.postcode = 'true';
    script.onload = onLoad;
    script.onerror = onError;
    document.head.appendChild(script);
  },
};

export class PostcodeUnavailable extends Error {}

/** Long enough for a slow line; a LAN without internet usually fails at once, or hangs until this. */
export const POSTCODE_LOAD_TIMEOUT_MS = 10_000;

/**
 * One loader per page: the first call adds the script, later calls share its outcome. A failure is kept, so the
 * screen stays in manual entry until the page is reloaded (no script flood on an offline LAN).
 */
export function createPostcodeLoader(host: ScriptHost = browserScriptHost, timeoutMs = POSTCODE_LOAD_TIMEOUT_MS) {
  const loads = new Map<string, Promise<PostcodeApi>>();

  const loadOnce = (src: string) =>
    new Promise<PostcodeApi>((resolve, reject) => {
      let settled = false;
      const finish = (api: Partial<PostcodeApi> | undefined, why?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (hasPostcode(api)) resolve(api);
        else reject(new PostcodeUnavailable(why ?? 'postcode script failed'));
      };
      const timer = setTimeout(() => finish(undefined, 'postcode script timed out'), timeoutMs);
      const ready = () => finish(host.api(), 'postcode script defined no Postcode');
      const existing = host.api();
      if (hasPostcode(existing) && !existing.postcode?.load) return finish(existing);
      const onLoad = () => {
        const api = host.api();
        // The loader script pulls the service's core; Postcode works once it has arrived.
        if (api?.postcode?.load) api.postcode.load(ready);
        else ready();
      };
      if (existing) onLoad();
      else host.addScript(src, onLoad, () => finish(undefined, 'postcode script could not be loaded'));
    });

  return {
    load(src: string): Promise<PostcodeApi> {
      let promise = loads.get(src);
      if (!promise) {
        promise = loadOnce(src);
        loads.set(src, promise);
      }
      return promise;
    },
  };
}

export const postcodeLoader = createPostcodeLoader();
