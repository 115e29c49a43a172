import { randomInt } from 'node:crypto';

const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastTime = 0;
const lastRandom: number[] = [];

/**
 * Realtime Database style push id: 8 characters of time then 12 of randomness, so ids sort
 * in creation order; within one millisecond the random part is incremented to keep order.
 */
export function pushId(now: number = Date.now()): string {
  const sameMs = now <= lastTime;
  const time = sameMs ? lastTime : now;
  lastTime = time;

  let timeChars = '';
  let t = time;
  for (let i = 0; i < 8; i++) {
    timeChars = ALPHABET.charAt(t % 64) + timeChars;
    t = Math.floor(t / 64);
  }

  if (!sameMs || lastRandom.length === 0) {
    lastRandom.length = 0;
    for (let i = 0; i < 12; i++) lastRandom.push(randomInt(64));
  } else {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) {
      lastRandom[i] = 0;
      i--;
    }
    if (i < 0) {
      // 64^12 ids in one millisecond: move the clock on instead of wrapping.
      return pushId(time + 1);
    }
    lastRandom[i]++;
  }
  return timeChars + lastRandom.map((n) => ALPHABET.charAt(n)).join('');
}
