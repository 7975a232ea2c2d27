// The interactive reference, loaded on demand by try-it.ts with its stylesheet. The stylesheet is
// linked by URL: imported, it would be inlined into the page (190 KB) for readers who never try.
import { SwaggerUIBundle } from 'swagger-ui-dist';
import stylesheet from 'swagger-ui-dist/swagger-ui.css?url';

function loadStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
  });
  document.head.append(link);
  return loaded;
}

export async function mountSwaggerUi(reference: HTMLElement, container: HTMLElement): Promise<void> {
  const [spec] = await Promise.all([fetch('/openapi.json').then((response) => response.json()), loadStylesheet(stylesheet)]);
  // Swagger UI renders its own <main>: the static reference becomes a labelled region, so the page
  // keeps exactly one main landmark.
  const region = document.createElement('section');
  region.setAttribute('aria-labelledby', 'docs-title');
  region.append(...reference.childNodes);
  reference.replaceWith(region);
  SwaggerUIBundle({
    // Calls go to the origin this page came from: the only one its Content-Security-Policy allows.
    spec: { ...spec, servers: [{ url: window.location.origin }] },
    domNode: container,
    // Deep links put a link inside each operation's toggle button, which assistive tech cannot use.
    deepLinking: false,
    tryItOutEnabled: true,
  });
  container.scrollIntoView();
}
