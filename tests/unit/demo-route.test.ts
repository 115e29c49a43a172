/** app/demo/[...missing]: a missing demo file is a 404, and the demo files are read-only. */
import * as route from '@/app/demo/[...missing]/route';

describe('/demo/* route handler', () => {
  it('answers GET with a 404', () => {
    expect(route.GET().status).toBe(404);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('answers %s with 405, Allow: GET, HEAD', (method) => {
    const answer = route[method](new Request('http://site.example/demo/x.pdf', { method }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
