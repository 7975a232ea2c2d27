// Progressive enhancement: a copy button on every code sample, where the clipboard is available.
const samples = document.querySelectorAll<HTMLElement>('.code-sample');
if (navigator.clipboard !== undefined) {
  for (const sample of samples) {
    const code = sample.querySelector('pre');
    if (code === null) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    // Screen readers hear "Copied" too.
    button.setAttribute('aria-live', 'polite');
    button.addEventListener('click', async () => {
      await navigator.clipboard.writeText(code.textContent ?? '');
      button.textContent = 'Copied';
      setTimeout(() => {
        button.textContent = 'Copy';
      }, 2000);
    });
    sample.append(button);
  }
}
