// The auth module's face: what other modules may use of it. Auth owns the account rows: buyers, employees and
// my-page create, re-key and remove sign-in accounts through these. Import it as '../auth'.
export { deleteAccounts, insertAccount, setAccountPassword } from './accounts';
export { USERNAME_TAKEN, assertUsernameFree } from './service';
