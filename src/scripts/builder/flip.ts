// Turning the preview's pages: swipe (the pages scroll sideways and snap), the Previous and Next
// buttons, or the arrow keys, Page Up/Down, Home and End on the focused book. A wide screen shows
// the open book two pages at a time, a phone one page; the status says which pages are shown, and
// a turn is instant for readers who ask for reduced motion.
export function flipThrough(
  pages: HTMLElement,
  status: HTMLElement,
  previous: HTMLButtonElement,
  next: HTMLButtonElement,
  total: () => number,
) {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const width = () => Math.max(pages.clientWidth, 1);
  const views = () => Math.max(1, Math.round(pages.scrollWidth / width()));
  const current = () => Math.min(views() - 1, Math.round(pages.scrollLeft / width()));
  /** The page slots of a view (blank slots are hidden on a phone and have no key). */
  const shownIn = (view: number) =>
    [...pages.querySelectorAll<HTMLElement>('.slot.page')].filter((slot) => Math.floor((slot.offsetLeft + 1) / width()) === view);

  function show() {
    const view = current();
    const shown = shownIn(view);
    const numbers = shown.map((slot) => slot.dataset.number).filter((number) => number !== undefined);
    const cover = shown.find((slot) => slot.dataset.number === undefined)?.getAttribute('aria-label');
    const of = `of ${total()}`;
    const text =
      numbers.length === 2 ? `Pages ${numbers[0]}–${numbers[1]} ${of}` : numbers.length === 1 ? `Page ${numbers[0]} ${of}` : (cover ?? '');
    if (status.textContent !== text) status.textContent = text;
    previous.disabled = view === 0;
    next.disabled = view >= views() - 1;
  }

  function turnTo(view: number) {
    const target = Math.min(Math.max(view, 0), views() - 1);
    pages.scrollTo({ left: target * width(), behavior: reduced.matches ? 'instant' : 'smooth' });
    // A scroll that does not move (already there) fires no event: update the status ourselves.
    if (reduced.matches) show();
  }

  /** Shows the page with this key, unless it is already in view. */
  function showPage(key: string) {
    const slot = pages.querySelector<HTMLElement>(`.slot[data-key="${CSS.escape(key)}"]`);
    if (slot === null) return;
    const view = Math.floor((slot.offsetLeft + 1) / width());
    if (view !== current()) turnTo(view);
  }

  previous.addEventListener('click', () => turnTo(current() - 1));
  next.addEventListener('click', () => turnTo(current() + 1));
  pages.addEventListener('keydown', (event) => {
    const to = {
      ArrowLeft: current() - 1,
      ArrowRight: current() + 1,
      PageUp: current() - 1,
      PageDown: current() + 1,
      Home: 0,
      End: views() - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    turnTo(to);
  });
  // The page numbers are read from the layout: asked for in the next frame, where the layout is done
  // anyway, rather than forcing one in the middle of the script that changed the pages.
  let pending = 0;
  const showSoon = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(show);
  };
  pages.addEventListener('scroll', showSoon);
  addEventListener('resize', showSoon);
  return { show: showSoon, turnTo, showPage };
}
