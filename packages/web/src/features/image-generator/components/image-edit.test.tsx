import { imageCost } from '@lumen/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { imageEditPath } from '@/config/paths';
import es from '@/locales/es.json';
import { axeViolations } from '@/testing/axe';
import { serveBackend } from '@/testing/mock-api';
import { storyImage } from '@/testing/media';
import { renderApp } from '@/testing/render-app';

const source = storyImage(7);

/** Signed in; the edit and the save record what they were sent. */
function signedInRecording(balance: number) {
  const edits: unknown[] = [];
  const saves: unknown[] = [];
  const answer = async (request: Request) => {
    const body = (await request.json()) as { count: number; size: '1024x1024' };
    edits.push(body);
    const images = Array.from({ length: body.count }, (_, i) => storyImage(101 + i));
    return Response.json({
      images,
      metadata: images.map(() => ({ finalWidth: 1024, finalHeight: 1024 })),
      creditsUsed: imageCost(body),
      remainingCredits: balance - imageCost(body),
      model: 'demo',
    });
  };
  serveBackend(
    { balance },
    {
      'POST /api/generate/edit': answer,
      'POST /api/images/save': async (request) => {
        saves.push(await request.json());
        return Response.json({ images: [] }, { status: 201 });
      },
    },
  );
  return { edits, saves };
}

const editOf = (search: string) => new URLSearchParams(search).get('edit');

describe('image generator: edit with words', () => {
  test('the picture in the address is the input; the instruction, size and count make the edit, saved with its source', async () => {
    const { edits, saves } = signedInRecording(30);
    const { screen, router } = await renderApp(imageEditPath(source));
    await expect
      .element(screen.getByRole('img', { name: 'The picture to edit' }))
      .toHaveAttribute('src', source);
    const instruction = screen.getByRole('textbox', { name: 'What should change?' });
    await expect.element(instruction).toBeVisible();
    // The plain generator's own fields are gone: an edit has no style, ratio or negative prompt.
    await expect
      .element(screen.getByRole('textbox', { name: 'Negative prompt (optional)' }))
      .not.toBeInTheDocument();
    const cost = screen.getByTestId('image-cost');
    await expect.element(cost).toHaveTextContent('4 credits');
    await screen.getByRole('textbox', { name: 'Number of images' }).fill('2');
    const expected = imageCost({ size: '1024x1024', count: 2 });
    await expect.element(cost).toHaveTextContent(`${expected} credits`);

    await instruction.fill('Make the sky stormy');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    const results = screen.getByRole('region', { name: 'Your 2 images' });
    await expect.element(results).toBeVisible();
    await expect.element(results).toHaveFocus();
    expect(edits).toEqual([
      {
        prompt: 'Make the sky stormy',
        source: { url: source },
        size: '1024x1024',
        count: 2,
        model: 'demo',
      },
    ]);
    await expect
      .poll(() => saves)
      .toEqual([
        expect.objectContaining({
          imageUrls: [
            expect.objectContaining({ derivedFrom: { url: source, kind: 'edit' } }),
            expect.objectContaining({ derivedFrom: { url: source, kind: 'edit' } }),
          ],
        }),
      ]);
    expect(await axeViolations()).toEqual([]);

    // Edit a result again: it becomes the input, and the focus goes to it.
    await screen.getByRole('link', { name: /^Edit: Generated image 1/ }).click();
    const slot = screen.getByRole('region', { name: 'Your input picture' });
    await expect.element(slot).toHaveFocus();
    expect(editOf(router.state.location.search)).toBe(storyImage(101));
    await expect
      .element(screen.getByRole('textbox', { name: 'What should change?' }))
      .toHaveValue('');

    // Remove: back to a plain generation.
    await screen.getByRole('button', { name: 'Remove picture' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Prompt', exact: true }))
      .toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  test('Start from your own picture: the uploaded picture becomes the input', async () => {
    serveBackend(
      { balance: 30 },
      {
        'POST /api/uploads/images': () =>
          Response.json(
            { id: 'upl_1', url: source, width: 64, height: 64, contentType: 'image/png' },
            { status: 201 },
          ),
      },
    );
    const { screen, router } = await renderApp('/image-generator');
    await expect
      .element(screen.getByRole('heading', { name: 'Start from your own picture' }))
      .toBeVisible();
    await screen
      .getByLabelText('Your picture')
      .upload(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await expect
      .element(screen.getByRole('img', { name: 'The picture to edit' }))
      .toHaveAttribute('src', source);
    expect(editOf(router.state.location.search)).toBe(source);
  });

  test('in Spanish, the edit speaks Spanish', async () => {
    serveBackend({ balance: 30 });
    const { screen } = await renderApp(imageEditPath(source), { language: 'es' });
    await expect
      .element(screen.getByRole('textbox', { name: es['imageEdit.instruction'] }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: es['imageEdit.remove'] }))
      .toBeVisible();
    await expect.element(page.getByText(es['imageEdit.inputTitle'])).toBeVisible();
  });
});
