// The auth module's face: what other modules may use of it (accounts and sign-in names). Import it as '../auth'.
export { assertUsernameFree } from './service';
