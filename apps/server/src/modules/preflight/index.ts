// The preflight's face (issue 35, "Preflight at upload"): check a stored file off the request thread and keep the
// checklist with it. Proofs call `schedulePreflight` (or await `preflightStoredFile`) after their version commits.
export { preflightStoredFile, schedulePreflight, type StoredExpectations } from './service';
