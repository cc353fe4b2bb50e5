export { PostcodeSearchButton, type PostcodeSearchButtonProps } from './postcode-search-button';
export { PostcodeAddressFields } from './postcode-address-fields';
export { POSTCODE_TEXTS, usePostcodeSearch, type PostcodeValue } from './use-postcode-search';
export { addressOf, createPostcodeLoader, type PostcodeResult } from './postcode-loader';
