import { DomainError } from '../../src/kernel/errors/domain-error.js';

/** Runs `fn` and answers the DomainError it throws; fails the test when it throws nothing or something else. */
export function domainFailure(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}
