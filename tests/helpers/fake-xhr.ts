/**
 * A stand-in for XMLHttpRequest in component tests of uploads (they report progress, which fetch
 * cannot): it keeps what was sent, and `answer` plays the server's reply.
 */
export class FakeRequest {
  static last: FakeRequest | undefined;
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  responseType = '';
  constructor() {
    FakeRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}
