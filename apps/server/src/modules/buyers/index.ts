// The buyers module's face: what other modules may use of it. Import it as '../buyers'.
export { BUYER, pageBuyerModal, updateOwnCompany } from './service';
