import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { axeViolations } from '@/testing/axe';
import { type Handler, mockApi } from '@/testing/mock-api';
import { ImageUpload } from './image-upload';
import type { UploadedImage } from './image-upload-api';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function refusal(status: number, error: string, message: string): Handler {
  return () => Response.json({ error, message, issues: [{ path: 'file', message }] }, { status });
}

async function renderUpload(answer: Handler, language: 'en' | 'es' = 'en') {
  const { requests } = mockApi({ 'POST /api/uploads/images': answer });
  const uploaded: UploadedImage[] = [];
  const screen = await render(
    <AppProvider queryClient={createQueryClient()} language={language}>
      {/* A page around it, so axe checks the component and not a bare document. */}
      <main>
        <h1>Start from your own picture</h1>
        <ImageUpload maxBytes={1024} onUploaded={(image) => uploaded.push(image)} />
      </main>
    </AppProvider>,
  );
  return { screen, requests, uploaded };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('ImageUpload', () => {
  test('sends the file in the form’s file field and shows the stored picture', async () => {
    const { screen, requests, uploaded } = await renderUpload(() =>
      Response.json(
        { id: 'upl_1', url: PIXEL, width: 1, height: 1, contentType: 'image/png' },
        { status: 201 },
      ),
    );
    const input = screen.getByLabelText(en['imageUpload.label']);
    await input.upload(png());
    await expect
      .element(screen.getByRole('img', { name: en['imageUpload.previewAlt'] }))
      .toBeVisible();
    expect(uploaded.map((image) => image.id)).toEqual(['upl_1']);
    const sent = await requests[0]?.formData();
    expect((sent?.get('file') as File | null)?.name).toBe('me.png');
    expect(await axeViolations()).toEqual([]);
  });

  test('the server’s refusal is on the field, by its code, in Spanish too', async () => {
    const { screen } = await renderUpload(
      refusal(400, 'image_too_large', 'The image is larger than 4096 px on a side'),
      'es',
    );
    const input = screen.getByLabelText(es['imageUpload.label']);
    await input.upload(png());
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('La imagen mide más de 4096 px de lado');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  test('a text file named .png: the server’s invalid_image; too large a file is not even sent', async () => {
    const { screen, requests } = await renderUpload(
      refusal(400, 'invalid_image', 'The file is not a PNG, JPEG or WebP image'),
    );
    const input = screen.getByLabelText(en['imageUpload.label']);
    await input.upload(new File(['hello'], 'photo.png', { type: 'image/png' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(en['imageUpload.error.notAnImage']);
    await input.upload(new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The file is larger than 1 KB');
    expect(requests).toHaveLength(1);
  });
});
