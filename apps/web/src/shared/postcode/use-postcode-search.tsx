import { useState } from 'react';
import { usePublicConfig } from '../api/public-config';
import { useFeedback } from '../feedback';
import { PostcodeDialog } from './postcode-dialog';
import { addressOf, postcodeLoader, type PostcodeApi } from './postcode-loader';

export const POSTCODE_TEXTS = {
  search: '우편번호 검색',
  loading: '주소 검색 준비 중…',
  /** The button's own words when the search cannot be used. */
  unavailableButton: '주소 검색 불가',
  /** Shown under the zip code field then. */
  unavailable: '주소 검색을 사용할 수 없습니다 — 직접 입력해주세요',
  failedAlert:
    '주소 검색 서비스를 불러오지 못했습니다. 인터넷 연결이 없거나 차단된 것 같습니다. 우편번호와 주소를 직접 입력해주세요.',
} as const;

export type PostcodeValue = { zipCode: string; address: string };

/**
 * The postcode search's state: the script (from the address the server configures) loads only on `open`. Switched
 * off, not loadable (alerted once) or its config unreadable → `unavailable`, and the fields stay typeable.
 */
export function usePostcodeSearch(onComplete: (value: PostcodeValue) => void) {
  const config = usePublicConfig();
  const feedback = useFeedback();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [api, setApi] = useState<PostcodeApi | null>(null);
  const src = config.data?.postcodeScriptUrl ?? null;
  const unavailable = state === 'failed' || config.isError || (config.isSuccess && !src);

  const open = async () => {
    if (!src) return;
    setState('loading');
    try {
      setApi(await postcodeLoader.load(src));
      setState('idle');
    } catch {
      setState('failed');
      await feedback.alert(POSTCODE_TEXTS.failedAlert);
    }
  };

  const dialog = (
    <PostcodeDialog
      api={api}
      onClose={() => setApi(null)}
      onComplete={(data) => {
        setApi(null);
        onComplete(addressOf(data));
      }}
    />
  );
  return { unavailable, busy: state === 'loading' || config.isPending, loading: state === 'loading', open, dialog };
}
