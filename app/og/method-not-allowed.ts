/**
 * A card route's answer to any other method than GET and HEAD: the cards are read-only. Without a
 * handler of its own, Next.js's refusal of a POST made as a new item's first request would be kept
 * as that card's page (the GET then answered 405).
 */
export function methodNotAllowed(): Response {
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
  });
}
