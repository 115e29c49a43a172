/**
 * Calls a server action of a running production server the way the page script does: the
 * arguments encoded by React's own client encoder, the action id in the Next-Action header.
 */
import { SESSION } from '@/lib/auth/words';
import { actionTarget } from './server-surface';

// React's own reply encoder, from its public package (the same React version as the app's).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { encodeReply } = require('react-server-dom-webpack/client.node') as {
  encodeReply(value: unknown): Promise<string | FormData>;
};

export { encodeReply };

/**
 * Signs in over HTTP through the login action, as the login page does, and returns the session
 * cookie ("name=value") the server set: a real session the server knows and can revoke.
 */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await callAction(baseUrl, '', 'lib/auth/actions.ts#login', [
    { outcome: 'idle' },
    form({ userName: username, password }),
  ]);
  const cookie = answer.setCookies.find((c) => c.startsWith(`${SESSION.cookieName}=`))?.split(';')[0];
  if (!cookie || cookie === `${SESSION.cookieName}=`)
    throw new Error(`sign-in as ${username} failed (${answer.status}): ${answer.text.slice(0, 200)}`);
  return cookie;
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
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; text: string; setCookies: string[] }> {
  const { id, url } = actionTarget(key);
  const body = await encodeReply(args);
  const send = () =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: {
        'Next-Action': id,
        Accept: 'text/x-component',
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...extraHeaders,
        ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
      },
      body,
    });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // The server closed an idle keep-alive connection (Node's 5 s timeout) just as it was reused:
    // the request never reached it, so it is sent once more on a new connection.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'EPIPE') throw error;
    response = await send();
  }
  return { status: response.status, text: await response.text(), setCookies: response.headers.getSetCookie() };
}

/** True when the action answered with its success state ({ ok: true }). */
export const succeeded = (answer: { status: number; text: string }) =>
  answer.status === 200 && /"ok":true/.test(answer.text);
