// The sellers module's face: what other modules may use of it. Import it as '../sellers'.
export { SELLER, getSeller, pageSellerModal } from './service';
