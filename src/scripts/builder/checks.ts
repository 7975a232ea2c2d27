// The printer's checks (contract/book-plan-rules.ts) shown where the buyer types: a message under
// each field that cannot be printed (by the plan's rules or the book's fonts), and the count of scenes
// still to choose.
import { DEDICATION_MAX, dedicationProblem, nameProblem, SCENES_PER_BOOK } from '../../../contract/book-plan-rules.ts';
import { unprintable } from '../../book/index.ts';

/** Letters the plan allows but the book's fonts lack (rare accents, emoji): named, so the buyer can retype them. */
function typefaceProblem(text: string): string | undefined {
  const missing = unprintable(text);
  return missing.length === 0
    ? undefined
    : `The book's typeface cannot print ${missing.join(' ')}: please leave it out or use another letter.`;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function show(field: TextField, problem: string | undefined) {
  const message = document.getElementById(`${field.id}-problem`);
  if (message) message.textContent = problem ?? '';
  field.setCustomValidity(problem ?? '');
  if (problem) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Checks every visible name and the dedication; `quiet` leaves untouched empty names unflagged. */
export function checkFields(form: HTMLFormElement, quiet: boolean): boolean {
  let ok = true;
  for (const field of form.querySelectorAll<HTMLInputElement>('input[data-printed-name]')) {
    if (field.closest('[hidden], :disabled')) continue;
    const problem = nameProblem(field.value) ?? typefaceProblem(field.value);
    ok &&= problem === undefined;
    show(field, quiet && field.value === '' ? undefined : problem);
  }
  const dedication = form.elements.namedItem('dedication') as HTMLTextAreaElement;
  const problem = dedicationProblem(dedication.value) ?? typefaceProblem(dedication.value);
  ok &&= problem === undefined;
  show(dedication, problem);
  const counter = document.getElementById('dedication-count');
  if (counter) counter.textContent = `${[...dedication.value].length} of ${DEDICATION_MAX} characters`;
  return checkScenes(form) && ok;
}

function checkScenes(form: HTMLFormElement): boolean {
  const chosen = form.querySelectorAll('input[name="scenes"]:checked').length;
  const status = document.getElementById('scene-count');
  const left = SCENES_PER_BOOK - chosen;
  if (status) {
    status.textContent =
      left === 0
        ? `${chosen} of ${SCENES_PER_BOOK} scenes chosen.`
        : left > 0
          ? `${chosen} of ${SCENES_PER_BOOK} scenes chosen: choose ${left} more.`
          : `${chosen} of ${SCENES_PER_BOOK} scenes chosen: untick ${-left}.`;
  }
  return left === 0;
}
