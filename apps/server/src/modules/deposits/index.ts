// The deposits module's face (deposit entries and their ledger): what other modules may use of it. Import it as
// '../deposits'. The seed records its demo deposits through `saveDepositEntry`; the bank-statement module records
// matched receipts through `recordReceipt` and finds what is still owed with `openEntriesForMatching`.
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
export { recordReceipt, type ReceiptInput } from './ledger';
export { openEntriesForMatching, type OpenEntryForMatching } from './ledger-queries';
