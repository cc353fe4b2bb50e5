import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import { useState } from 'react';
import { usePublicConfig } from '../api/public-config';
import { useFeedback } from '../feedback';
import { PostcodeDialog } from './postcode-dialog';
import { addressOf, postcodeLoader, type PostcodeApi } from './postcode-loader';

export const POSTCODE_TEXTS = {
  search: '우편번호 검색',
  loading: '주소 검색 준비 중…',
  unavailable: '주소 검색을 사용할 수 없습니다 — 직접 입력해주세요',
  failedAlert:
    '주소 검색 서비스를 불러오지 못했습니다. 인터넷 연결이 없거나 차단된 것 같습니다. 우편번호와 주소를 직접 입력해주세요.',
} as const;

export interface PostcodeSearchButtonProps {
  /** Receives the chosen zip code (zonecode) and address (road address, else lot address). */
  onComplete: (value: { zipCode: string; address: string }) => void;
  disabled?: boolean;
}

/**
 * '우편번호 검색' beside a zip code field (001 §2, 002 §5). The Kakao/Daum script loads only when pressed, from the
 * address the server configures. When it is switched off or cannot load, the button says so and stays disabled;
 * the fields beside it remain typeable.
 */
export function PostcodeSearchButton({ onComplete, disabled }: PostcodeSearchButtonProps) {
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

  const label = unavailable
    ? POSTCODE_TEXTS.unavailable
    : state === 'loading'
      ? POSTCODE_TEXTS.loading
      : POSTCODE_TEXTS.search;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={unavailable ? undefined : <SearchIcon />}
        onClick={() => void open()}
        disabled={disabled || unavailable || state === 'loading' || config.isPending}
        sx={{ whiteSpace: unavailable ? 'normal' : 'nowrap', flexShrink: 0, minHeight: 40 }}
      >
        {label}
      </Button>
      <PostcodeDialog
        api={api}
        onClose={() => setApi(null)}
        onComplete={(data) => {
          setApi(null);
          onComplete(addressOf(data));
        }}
      />
    </>
  );
}
