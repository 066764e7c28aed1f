import { describe, expect, it } from 'vitest';
import {
  UNDO_HISTORY_LIMIT,
  emptyHistory,
  recordEdit,
  redoStep,
  undoLimitMessage,
  undoStep,
} from '../../../src/core/layout';
import type { UndoHistory } from '../../../src/core/layout';

describe('the undo history', () => {
  it('D6.01 undo steps back through the edits and redo forward again; a new edit drops what could be redone', () => {
    let history: UndoHistory<string> = emptyHistory();
    let present = 'a';
    for (const next of ['b', 'c']) {
      history = recordEdit(history, present).history;
      present = next;
    }
    const back = undoStep(history, present);
    expect(back?.present).toBe('b');
    const back2 = undoStep(back?.history ?? history, back?.present ?? '');
    expect(back2?.present).toBe('a');
    expect(undoStep(back2?.history ?? history, 'a')).toBeNull();
    const forward = redoStep(back2?.history ?? history, 'a');
    expect(forward?.present).toBe('b');
    const edited = recordEdit(forward?.history ?? history, 'b');
    expect(edited.history.future).toEqual([]);
    expect(redoStep(edited.history, 'x')).toBeNull();
  });

  it('D6.02 D16.16 the history holds 50 edits; the 51st drops the oldest and says it was exceeded', () => {
    expect(UNDO_HISTORY_LIMIT).toBe(50);
    let history: UndoHistory<number> = emptyHistory();
    for (let i = 0; i < 50; i += 1) {
      const r = recordEdit(history, i);
      expect(r.exceeded).toBe(false);
      history = r.history;
    }
    const over = recordEdit(history, 50);
    expect(over.exceeded).toBe(true);
    expect(over.history.past).toHaveLength(50);
    expect(over.history.past[0]).toBe(1);
  });

  it("D6.03 the warning names the number of undo slots in the spec's words", () => {
    expect(undoLimitMessage()).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
  });
});
