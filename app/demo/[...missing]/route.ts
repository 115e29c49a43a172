/**
 * The demo owner's images and résumés are files in public/demo, served before any route. A
 * name that is not one of them reaches this handler: it answers 404 rather than the
 * unknown-page redirect to /login, because an image or download request is not a page visit
 * (and the image optimizer turns a redirect from its source into a 500).
 */
export function GET(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
