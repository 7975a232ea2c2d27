// /docs is complete as HTML; Swagger UI (about 1.8 MB) loads only when a reader asks to try the API.
const slot = document.querySelector<HTMLElement>('#try-it');
const reference = document.querySelector<HTMLElement>('main#reference');
const container = document.querySelector<HTMLElement>('#swagger-ui');
if (slot !== null && reference !== null && container !== null) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Try it in your browser';
  button.addEventListener(
    'click',
    async () => {
      button.disabled = true;
      button.textContent = 'Loading the interactive reference…';
      const { mountSwaggerUi } = await import('./swagger-ui.ts');
      await mountSwaggerUi(reference, container);
      button.remove();
    },
    { once: true },
  );
  slot.append(button);
}
