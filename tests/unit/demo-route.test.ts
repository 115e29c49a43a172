/** app/demo/[...missing]: a missing demo file is a 404 (not the unknown-page redirect). */
import * as route from '@/app/demo/[...missing]/route';

describe('/demo/* route handler', () => {
  it('answers GET with a 404', () => {
    expect(route.GET().status).toBe(404);
  });
});
