// Flipping through the preview: swipe (the pages scroll sideways and snap), the Previous and Next
// buttons, or the arrow keys, Home and End on the focused pages. The page number is announced, and
// the turn is instant for readers who ask for reduced motion.
export function flipThrough(pages: HTMLElement, status: HTMLElement, previous: HTMLButtonElement, next: HTMLButtonElement) {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const current = () => Math.round(pages.scrollLeft / Math.max(pages.clientWidth, 1));

  function show() {
    const index = current();
    const count = pages.children.length;
    status.textContent = `Page ${index + 1} of ${count}`;
    previous.disabled = index === 0;
    next.disabled = index >= count - 1;
  }

  function turnTo(index: number) {
    const count = pages.children.length;
    const target = Math.min(Math.max(index, 0), count - 1);
    pages.scrollTo({ left: target * pages.clientWidth, behavior: reduced.matches ? 'instant' : 'smooth' });
    // A scroll that does not move (already there) fires no event: update the status ourselves.
    if (reduced.matches) show();
  }

  previous.addEventListener('click', () => turnTo(current() - 1));
  next.addEventListener('click', () => turnTo(current() + 1));
  pages.addEventListener('keydown', (event) => {
    const to = { ArrowLeft: current() - 1, ArrowRight: current() + 1, Home: 0, End: pages.children.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    turnTo(to);
  });
  // The page number is read from the layout: asked for in the next frame, where the layout is done
  // anyway, rather than forcing one in the middle of the script that changed the pages.
  let pending = 0;
  const showSoon = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(show);
  };
  pages.addEventListener('scroll', showSoon);
  return { show: showSoon, turnTo };
}
