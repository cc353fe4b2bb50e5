// The proofs module's face (시안 확인, issue 35): the gate the work-order workflow asks before the printing step.
// Import it as '../proofs'; app.ts registers the routes directly.
export { proofGateRefusal } from './thread';
