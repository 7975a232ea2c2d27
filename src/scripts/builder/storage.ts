// The book is kept in this browser only (localStorage), so a reload or a return visit finds it;
// "Start over" forgets it. Nothing here is ever sent anywhere. What is stored is read back against
// the plan's rules (stored-book.ts): a damaged or older book keeps what is valid, is stored again
// as kept (so the next visit does not stumble on it again), and the buyer is told.
import type { Draft } from './plan.ts';
import { readStoredBook } from './stored-book.ts';

const KEY = 'grandtales:book';

/** The stored book, or undefined when there is none; `onNotice` hears when not all of it could be kept. */
export function loadDraft(onNotice?: (notice: string) => void): Partial<Draft> | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === null) return undefined;
    const { draft, notice } = readStoredBook(stored);
    if (notice !== undefined) {
      localStorage.setItem(KEY, JSON.stringify(draft));
      onNotice?.(notice);
    }
    return draft;
  } catch {
    // Storage refused (private mode, a full disk): start with a fresh book.
    return undefined;
  }
}

export function saveDraft(draft: Draft) {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // The book still works for this visit; it just will not be there next time.
  }
}

export function forgetDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
