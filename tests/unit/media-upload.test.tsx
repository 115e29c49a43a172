/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MediaUpload } from '@/components/admin/media-upload';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { FakeRequest } from '../helpers/fake-xhr';

// The library page's own upload: the file goes to the upload endpoint (a PDF as the endpoint
// takes one), its progress shows in a live region, the answer is said and the list refreshed.
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/components/admin/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));
// The browser's shrinking needs a canvas: the file goes as chosen here.
jest.mock('@/components/admin/shrink-image', () => ({ shrinkImage: async (file: File) => file }));

beforeEach(() => {
  jest.clearAllMocks();
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
});

async function choose(file: File) {
  render(<MediaUpload />);
  const input = screen.getByLabelText<HTMLInputElement>(MEDIA_LIBRARY.uploadLabel);
  expect(input.accept).toBe('image/*,application/pdf');
  fireEvent.change(input, { target: { files: [file] } });
  Object.defineProperty(input, 'files', { value: [file] });
  await act(async () => {
    screen.getByRole('button', { name: MEDIA_LIBRARY.uploadButton }).closest('form')!.requestSubmit();
  });
}

it('sends the chosen image, shows its progress in a live region, then says so and refreshes the list', async () => {
  await choose(new File([new Uint8Array([1, 2, 3])], 'team.png', { type: 'image/png' }));
  const request = FakeRequest.last!;
  expect(request.url).toBe(MEDIA_LIBRARY.endpoint);
  expect((request.body!.get('file') as File).name).toBe('team.png');
  expect(request.body!.get('purpose')).toBeNull();
  await act(async () => request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
  const status = screen.getByRole('status');
  expect(within(status).getByRole('progressbar', { name: MEDIA_LIBRARY.uploadProgress })).toHaveProperty('value', 40);
  expect(status.textContent).toContain(MEDIA_LIBRARY.uploading(40));
  await act(async () => request.answer(200, { id: 'x', url: '/media/x', message: 'Already in the library: team.png' }));
  expect(notifySuccess).toHaveBeenCalledWith('Already in the library: team.png');
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('sends a PDF as the endpoint takes one, and shows a refusal as an image field does', async () => {
  await choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  expect(FakeRequest.last!.body!.get('purpose')).toBe('resume');
  await act(async () => FakeRequest.last!.answer(415, { error: 'The file is not a valid PDF' }));
  expect(notifyError).toHaveBeenCalledWith('The file is not a valid PDF');
  expect(refresh).not.toHaveBeenCalled();
});

it('refuses another kind of file without sending it', async () => {
  const before = FakeRequest.last;
  await choose(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
  expect(notifyError).toHaveBeenCalledWith(MEDIA_LIBRARY.uploadNotAccepted);
  expect(FakeRequest.last).toBe(before);
});
