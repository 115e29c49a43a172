import { DEMO_USER } from '@/lib/content/demo';
import { storedUserContent } from '@/lib/content/shape';

// The seeded demo is stored as it stands: if it lacked a field the schemas fill in, an export of a
// fresh store imported back would differ from what was there (the import stores the shaped content).
test('the demo owner is seeded in exactly the shape an import of it would store', () => {
  const { user, dropped } = storedUserContent(structuredClone(DEMO_USER));
  expect(dropped.count).toBe(0);
  expect(user).toEqual(DEMO_USER);
});
