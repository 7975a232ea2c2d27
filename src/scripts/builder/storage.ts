// The book is kept in this browser only (localStorage), so a reload or a return visit finds it;
// "Start over" forgets it. Nothing here is ever sent anywhere.
import type { Draft } from './plan.ts';

const KEY = 'grandtales:book';

export function loadDraft(): Partial<Draft> | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === null ? undefined : (JSON.parse(stored) as Partial<Draft>);
  } catch {
    // Storage refused (private mode, a full disk) or a damaged value: start with a fresh book.
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
