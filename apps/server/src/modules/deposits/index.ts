// The deposits module's face (deposit entries): what other modules may use of it. Import it as '../deposits'. The
// seed records its demo deposits through `saveDepositEntry`.
export {
  depositMoneyRecorded,
  discardUntouchedEntries,
  openDepositEntry,
  refreshDepositComplete,
  reissueOrderEntry,
  splitBagIssuedPrices,
  splitEvenly,
  type DepositEntryOwner,
} from './entries';
export { saveDepositEntry } from './service';
