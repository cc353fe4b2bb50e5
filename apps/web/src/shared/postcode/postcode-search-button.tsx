import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import { POSTCODE_TEXTS, type PostcodeValue, usePostcodeSearch } from './use-postcode-search';

export interface PostcodeSearchButtonProps {
  /** Receives the chosen zip code (zonecode) and address (road address, else lot address). */
  onComplete: (value: PostcodeValue) => void;
  disabled?: boolean;
}

/**
 * '우편번호 검색' beside a zip code field (001 §2, 002 §5), the search embedded in a dialog. When it cannot be used
 * the button says so and stays disabled (PostcodeAddressFields also writes why under the zip code).
 */
export function PostcodeSearchButton({ onComplete, disabled }: PostcodeSearchButtonProps) {
  const search = usePostcodeSearch(onComplete);
  return (
    <>
      <PostcodeButton search={search} disabled={disabled} />
      {search.dialog}
    </>
  );
}

export function PostcodeButton({
  search,
  disabled,
}: {
  search: ReturnType<typeof usePostcodeSearch>;
  disabled?: boolean;
}) {
  const label = search.unavailable
    ? POSTCODE_TEXTS.unavailableButton
    : search.loading
      ? POSTCODE_TEXTS.loading
      : POSTCODE_TEXTS.search;
  return (
    <Button
      variant="outlined"
      startIcon={search.unavailable ? undefined : <SearchIcon />}
      onClick={() => void search.open()}
      disabled={disabled || search.unavailable || search.busy}
      aria-description={search.unavailable ? POSTCODE_TEXTS.unavailable : undefined}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40 }}
    >
      {label}
    </Button>
  );
}
