/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ReplaceMediaButton } from '@/components/admin/replace-media-button';
import { notifySuccess } from '@/components/admin/notify';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { FakeRequest } from '../helpers/fake-xhr';

// A library item's Replace…: a button opening the file chooser, the site's own question naming
// where the upload is used, the upload's progress in a live region, then the answer said (an
// error beside the button) and the list refreshed.
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/components/admin/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));
jest.mock('@/components/admin/shrink-image', () => ({ shrinkImage: async (file: File) => file }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  FakeRequest.last = undefined;
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
});

const PLACES = ['About Details › Avatar'];

async function choose(file: File) {
  const { container } = render(<ReplaceMediaButton id="abc" name="photo.png" pdf={false} places={PLACES} />);
  const button = screen.getByRole('button', { name: MEDIA_LIBRARY.replaceName('photo.png') });
  expect(button).toHaveTextContent(MEDIA_LIBRARY.replaceLabel);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe('image/*');
  const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
  fireEvent.click(button);
  expect(opened).toHaveBeenCalled();
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

it('asks first, naming where it is used, then sends the file to the replace endpoint with its progress', async () => {
  await choose(new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' }));
  const question = screen.getByRole('dialog', { name: MEDIA_LIBRARY.replaceTitle });
  expect(question).toHaveTextContent(MEDIA_LIBRARY.confirmReplace('photo.png', 'new.png', PLACES));
  expect(FakeRequest.last).toBeUndefined();
  await act(async () => fireEvent.click(within(question).getByRole('button', { name: MEDIA_LIBRARY.replaceConfirm })));
  const request = FakeRequest.last!;
  expect(request.url).toBe(`${MEDIA_LIBRARY.endpoint}/abc/replace`);
  expect((request.body!.get('file') as File).name).toBe('new.png');
  await act(async () => request.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
  const progress = screen.getByRole('progressbar', { name: MEDIA_LIBRARY.replaceProgress('photo.png') });
  expect(progress).toHaveProperty('value', 30);
  const message = MEDIA_LIBRARY.replaced(1, false);
  await act(async () => request.answer(200, { id: 'def', url: '/media/def', places: 1, message }));
  expect(notifySuccess).toHaveBeenCalledWith(message);
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('sends nothing when the owner cancels, and refuses a file of the other kind beside the button', async () => {
  await choose(new File([new Uint8Array([1])], 'new.png', { type: 'image/png' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: ADMIN_MESSAGES.cancel })));
  expect(FakeRequest.last).toBeUndefined();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
  });
  expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_LIBRARY.replaceMismatch(false));
  expect(screen.queryByRole('dialog', { name: MEDIA_LIBRARY.replaceTitle })).toBeNull();
  expect(FakeRequest.last).toBeUndefined();
});

it('shows the server refusal beside the button and refreshes nothing', async () => {
  await choose(new File([new Uint8Array([1])], 'new.png', { type: 'image/png' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: MEDIA_LIBRARY.replaceConfirm })));
  await act(async () => FakeRequest.last!.answer(404, { error: MEDIA_LIBRARY.notFound }));
  const button = screen.getByRole('button', { name: MEDIA_LIBRARY.replaceName('photo.png') });
  expect(button).toHaveAccessibleDescription(MEDIA_LIBRARY.notFound);
  expect(refresh).not.toHaveBeenCalled();
});
