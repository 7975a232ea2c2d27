// Progressive enhancement on /scenes: a choice of art style redraws every scene's picture in it (each
// picture is prebuilt for every style; its data-any-style names where, with {style} for the style's id),
// and the alt text says which style it is now. Without JavaScript the choice stays hidden.
const choice = document.querySelector<HTMLFieldSetElement>('.style-choice');
const pictures = document.querySelectorAll<HTMLImageElement>('img[data-any-style]');
if (choice !== null) {
  for (const picture of pictures) picture.dataset.mixed = picture.src;
  choice.hidden = false;
  choice.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    for (const picture of pictures) {
      const mixed = input.value === '';
      picture.src = mixed ? (picture.dataset.mixed ?? picture.src) : (picture.dataset.anyStyle ?? '').replace('{style}', input.value);
      const style = mixed ? picture.dataset.mixedName : input.dataset.name;
      picture.alt = picture.alt.replace(/Drawn in the .+ style\.$/, `Drawn in the ${style} style.`);
    }
  });
}
