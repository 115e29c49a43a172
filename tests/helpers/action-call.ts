/**
 * Calls a server action of a running production server the way the page script does: the
 * arguments encoded by React's own client encoder, the action id in the Next-Action header.
 */
import { signSessionToken } from '@/lib/auth/token';
import { SESSION } from '@/lib/constants';
import { actionTarget } from './server-surface';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node.js') as {
  encodeReply(value: unknown): Promise<string | FormData>;
};

export { encodeReply };

/** A session cookie for the owner, signed with the server's secret. */
export async function ownerCookie(secret: string, username = 'owner'): Promise<string> {
  return `${SESSION.cookieName}=${await signSessionToken({ username, version: 0 }, new TextEncoder().encode(secret))}`;
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

/** "file#export" as listed by scanServerActions; resolves with the status and the RSC text. */
export async function callAction(
  baseUrl: string,
  cookie: string,
  key: string,
  args: unknown[],
): Promise<{ status: number; text: string }> {
  const { id, url } = actionTarget(key);
  const body = await encodeReply(args);
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'Next-Action': id,
      Accept: 'text/x-component',
      origin: baseUrl,
      cookie,
      ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** True when the action answered with its success state ({ ok: true }). */
export const succeeded = (answer: { status: number; text: string }) =>
  answer.status === 200 && /"ok":true/.test(answer.text);
