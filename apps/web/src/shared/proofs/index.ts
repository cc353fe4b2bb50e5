export { ProofSection, ProofStepper } from './proof-section';
export { ProofWaitingBanner } from './proof-waiting';
