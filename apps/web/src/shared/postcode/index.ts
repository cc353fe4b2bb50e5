export { PostcodeSearchButton, POSTCODE_TEXTS, type PostcodeSearchButtonProps } from './postcode-search-button';
export { PostcodeAddressFields } from './postcode-address-fields';
export { addressOf, createPostcodeLoader, type PostcodeResult } from './postcode-loader';
