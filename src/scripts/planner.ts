// /create works without this script. With it, a link's choice (?style=…&occasion=…) is already
// selected when the page opens, and fields left empty stay out of the query it sends.
const form = document.querySelector<HTMLFormElement>('form.planner');

if (form) {
  for (const [name, value] of new URLSearchParams(location.search)) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) field.value = value;
    else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = field.value === value;
    else if (field instanceof HTMLSelectElement && [...field.options].some((option) => option.value === value)) field.value = value;
  }
  form.addEventListener('formdata', (event) => {
    for (const [name, value] of [...event.formData]) if (value === '') event.formData.delete(name);
  });
}
