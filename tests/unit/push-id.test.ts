import { pushId } from '@/lib/store/push-id';

describe('pushId', () => {
  it('sorts by time, and within one millisecond by creation', () => {
    const ids = [pushId(1_000), pushId(1_000), pushId(1_000), pushId(2_000), pushId(1_500)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('is 20 characters of the push alphabet', () => {
    expect(pushId()).toMatch(/^[-0-9A-Za-z_]{20}$/);
  });
});
