import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useReducer } from 'react';
import { complaintWizardReducer, initialWizardState, wizardActions } from '../complaint-wizard.slice';
import { clearDraft, loadDraft } from './draft-store';
import { useComplaintDraft } from './use-complaint-draft';

/** The hook's delay before an autosave, in milliseconds. */
const SAVE_DELAY_MS = 300;

/**
 * Runs the autosaves the hook has scheduled (its timers, faked by `queuedRightAfterTyping`) now, instead of waiting for
 * them: once they have run, what they would have written is in IndexedDB before any later read (IndexedDB runs
 * transactions on the same store in the order they were made).
 */
async function runScheduledAutosaves() {
  await act(async () => {
    jest.advanceTimersByTime(SAVE_DELAY_MS);
  });
}

/** The wizard's state and the draft hook together, as ComplaintWizard wires them, for one signed-in citizen. */
function renderWizard(owner: string) {
  return renderHook(() => {
    const [state, dispatch] = useReducer(complaintWizardReducer, undefined, () => initialWizardState());
    const draft = useComplaintDraft(owner, state, dispatch, { paused: false, makePreview: () => 'blob:preview', uploadPending: () => undefined });
    return { state, dispatch, draft };
  });
}

/** A citizen who types a title and presses Submit offline before the autosave that the typing scheduled has run. */
async function queuedRightAfterTyping(owner: string, title: string) {
  const wizard = renderWizard(owner);
  const { result } = wizard;
  await waitFor(() => expect(result.current.draft.ready).toBe(true));
  // From here the hook's timers are the test's to run (IndexedDB's own scheduling, setImmediate, stays real).
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  act(() => result.current.dispatch(wizardActions.textChanged({ field: 'title', value: title })));
  await act(() => result.current.draft.queue(result.current.state));
  return wizard;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useComplaintDraft: the draft on this device and the offline queue', () => {
  it('saves a change shortly after it is made, unqueued', async () => {
    const { result, unmount } = renderWizard('citizen-saves');
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    act(() => result.current.dispatch(wizardActions.textChanged({ field: 'title', value: 'Pothole on 18th June Road' })));
    await waitFor(async () => expect((await loadDraft('citizen-saves'))?.form.title).toBe('Pothole on 18th June Road'));
    expect((await loadDraft('citizen-saves'))?.queuedAt).toBeNull();
    unmount();
  });

  it('an autosave scheduled just before Submit (offline) never writes the queued draft back unqueued', async () => {
    const { result, unmount } = await queuedRightAfterTyping('citizen-queues', 'Garbage not collected');
    await runScheduledAutosaves();
    const stored = await loadDraft('citizen-queues');
    expect(stored?.form.title).toBe('Garbage not collected');
    expect(stored?.queuedAt).toBe(result.current.draft.queuedAt);
    expect(stored?.queuedAt).not.toBeNull();
    unmount();
  });

  it('once the queue has filed and cleared the draft, a later autosave does not write it again', async () => {
    const { result, unmount } = await queuedRightAfterTyping('citizen-filed', 'Streetlight out');
    // The offline queue sends it and clears it (offline-queue.ts), while the wizard is still open and changing.
    await clearDraft('citizen-filed');
    act(() => result.current.dispatch(wizardActions.textChanged({ field: 'landmark', value: 'Near the church' })));
    await runScheduledAutosaves();
    expect(await loadDraft('citizen-filed')).toBeNull();
    unmount();
  });
});
