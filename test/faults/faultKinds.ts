import type { FaultSpec } from '../../host-demo/sandbox/faults';

/** One column of the fault matrix: what the sandbox does to the call, and whether it is a lost session. */
export interface MatrixFault {
  /** Column label. */
  label: string;
  spec: FaultSpec;
  /** 401 in either form: docs/product/errors.md#session-expired) wants `logout` + `open-auth-modal` whatever the call's scenario says. */
  unauthorized: boolean;
}

/**
 * The faults of issue 3. "30 s hang": the sandbox's `hang` never answers at all, which is stricter than 30 s;
 * what decides the outcome is the cashier's request timeout (the matrix runs with a short one, see README.md).
 */
export const MATRIX_FAULTS: readonly MatrixFault[] = [
  { label: '500', spec: { kind: 'status', status: 500 }, unauthorized: false },
  { label: '503', spec: { kind: 'status', status: 503 }, unauthorized: false },
  { label: 'hang', spec: { kind: 'hang' }, unauthorized: false },
  { label: 'abort', spec: { kind: 'abort' }, unauthorized: false },
  { label: 'malformed', spec: { kind: 'malformed' }, unauthorized: false },
  { label: 'contract', spec: { kind: 'contract' }, unauthorized: false },
  { label: '401', spec: { kind: 'unauthorized' }, unauthorized: true },
  { label: '401-body', spec: { kind: 'unauthorized-body' }, unauthorized: true },
];
