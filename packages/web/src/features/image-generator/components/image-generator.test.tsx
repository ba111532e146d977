import { imageCost, type ImageSize } from '@lumen/domain';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { meFixture } from '@/testing/fixtures';
import { type Handler, mockApi, pending } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  type GeneratorUnderTest,
  generateAnswered,
  modelsAnswer,
  signedInWith,
} from '@/testing/generators';

const models = (gemini: boolean) => modelsAnswer({ image: gemini, text: gemini });

function signedIn(credits = 120, overrides: Record<string, Handler> = {}) {
  return signedInWith(credits, {
    'GET /api/models': () => models(false),
    'GET /api/images/saved': () => Response.json({ images: [], total: 0, page: 1, totalPages: 1 }),
    ...overrides,
  });
}

const imageGenerator: GeneratorUnderTest = {
  route: '/image-generator',
  endpoint: 'POST /api/generate/image',
  signedIn,
  prompt: (screen) => screen.getByRole('textbox', { name: 'Prompt', exact: true }),
  sample: 'A red fox',
  generate: (screen) => screen.getByRole('button', { name: 'Generate', exact: true }),
};

const sizeLabel: Record<ImageSize, string> = {
  '512x512': 'Standard (512×512)',
  '768x768': 'Standard (768×768)',
  '1024x1024': 'High Quality (1024×1024)',
  '1024x768': 'Landscape (1024×768)',
  '768x1024': 'Portrait (768×1024)',
};

describe('image generator: signed out', () => {
  test('shows the sign-in button instead of Generate and the gallery teaser', async () => {
    mockApi({ 'GET /api/models': () => models(false) });
    const { screen } = await renderApp('/image-generator');
    await expect.element(screen.getByRole('link', { name: 'Sign in to generate' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Generate', exact: true }))
      .not.toBeInTheDocument();
    await screen.getByRole('tab', { name: 'My Gallery' }).click();
    await expect.element(screen.getByText('Sign In to Access Gallery')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Sign up' }).last()).toBeVisible();
  });

  test('/generate/image is the same screen', async () => {
    mockApi({ 'GET /api/models': () => models(false) });
    const { screen } = await renderApp('/generate/image');
    await expect
      .element(screen.getByRole('heading', { name: 'Image Generator', level: 1 }))
      .toBeVisible();
  });
});

describe('image generator: form', () => {
  test('the live cost equals the domain rule for a table of inputs, with the balance after', async () => {
    signedIn(120);
    const { screen } = await renderApp('/image-generator');
    const cost = screen.getByTestId('image-cost');
    const after = screen.getByTestId('image-balance-after');
    const cases: { size: ImageSize; count: number; upscale: boolean; styleTransfer: boolean }[] = [
      { size: '1024x1024', count: 1, upscale: false, styleTransfer: false },
      { size: '512x512', count: 1, upscale: false, styleTransfer: false },
      { size: '512x512', count: 3, upscale: true, styleTransfer: false },
      { size: '768x1024', count: 4, upscale: true, styleTransfer: true },
      { size: '768x768', count: 2, upscale: false, styleTransfer: true },
      { size: '1024x768', count: 1, upscale: false, styleTransfer: false },
    ];
    let upscale = false;
    let styleTransfer = false;
    for (const c of cases) {
      await screen.getByRole('button', { name: /Size/ }).click();
      await page.getByRole('option', { name: sizeLabel[c.size] }).click();
      await screen.getByRole('textbox', { name: 'Number of images' }).fill(String(c.count));
      await userEvent.tab();
      if (upscale !== c.upscale) await screen.getByText('Upscale (2×)').click();
      if (styleTransfer !== c.styleTransfer) await screen.getByText('Style transfer').click();
      upscale = c.upscale;
      styleTransfer = c.styleTransfer;
      const expected = imageCost(c);
      await expect.element(cost).toHaveTextContent(`${expected} credits`);
      await expect.element(after).toHaveTextContent(`${120 - expected} credits`);
    }
  });

  test('the cost follows the number of images as it is typed, and is what is sent', async () => {
    const sent: unknown[] = [];
    signedIn(120, {
      'POST /api/generate/image': async (request) => {
        sent.push(await request.json());
        return pending();
      },
    });
    const { screen } = await renderApp('/image-generator');
    const cost = screen.getByTestId('image-cost');
    await expect.element(cost).toHaveTextContent('4 credits');
    const count = screen.getByRole('textbox', { name: 'Number of images' });
    await count.click();
    await userEvent.keyboard('{Backspace}3');
    // Still typing (focus in the field): the card already shows three images' cost.
    await expect.element(count).toHaveFocus();
    await expect
      .element(cost)
      .toHaveTextContent(
        `${imageCost({ size: '1024x1024', count: 3, upscale: false, styleTransfer: false })} credits`,
      );
    await userEvent.keyboard('{Backspace}2');
    await expect.element(cost).toHaveTextContent('6 credits');
    await screen.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A red fox');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => sent).toEqual([expect.objectContaining({ count: 2 })]);
    await expect.element(screen.getByText('This generation costs 6 credits.')).toBeVisible();
  });

  test('messages: Prompt Required toast, prompt too short, negative prompt too long', async () => {
    signedIn();
    const { screen } = await renderApp('/image-generator');
    const generate = screen.getByRole('button', { name: 'Generate', exact: true });
    await expect.element(generate).toBeDisabled();
    const prompt = screen.getByRole('textbox', { name: 'Prompt', exact: true });
    await prompt.fill('   ');
    await generate.click();
    await expect.element(page.getByText('Prompt Required')).toBeVisible();
    await expect
      .element(page.getByText('Please enter a description for your image.'))
      .toBeVisible();

    await prompt.fill('ab');
    await screen.getByRole('textbox', { name: 'Negative prompt (optional)' }).fill('x'.repeat(501));
    await generate.click();
    await expect
      .element(screen.getByText('Prompt must be at least 3 characters long'))
      .toBeVisible();
    await expect.element(screen.getByText('Negative prompt too long')).toBeVisible();
  });

  test('gemini is disabled with a reason when the server reports it unavailable', async () => {
    signedIn();
    const { screen } = await renderApp('/image-generator');
    await expect
      .element(screen.getByText('Gemini is unavailable: it is not configured on this server.'))
      .toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Gemini' })).toBeDisabled();
  });
});

describe('image generator: generation', () => {
  test('demo: progress card, results with details, auto-save, balance refresh', async () => {
    let credits = 120;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = signedIn(120, {
      'GET /api/auth/me': () => Response.json(meFixture(credits)),
      'POST /api/generate/image': async () => {
        await gate;
        credits -= 7;
        return Response.json({
          images: ['/media/u1/a.png', '/media/u1/b.png'],
          metadata: [
            { finalWidth: 1024, finalHeight: 1024 },
            { finalWidth: 1024, finalHeight: 1024 },
          ],
          creditsUsed: 7,
          remainingCredits: credits,
          model: 'demo',
        });
      },
      'POST /api/images/save': () => Response.json({ images: [] }, { status: 201 }),
    });
    const { screen } = await renderApp('/image-generator');
    await screen
      .getByRole('textbox', { name: 'Prompt', exact: true })
      .fill('A red fox in the snow');
    await screen.getByRole('textbox', { name: 'Negative prompt (optional)' }).fill('blur');
    await screen.getByRole('textbox', { name: 'Number of images' }).fill('2');
    await userEvent.tab();
    await screen.getByText('Upscale (2×)').click();
    await expect.element(screen.getByTestId('image-cost')).toHaveTextContent('9 credits');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(screen.getByText('Creating your 2 images…')).toBeVisible();
    await expect.element(screen.getByText('This generation costs 9 credits.')).toBeVisible();
    release();

    await expect.element(screen.getByRole('heading', { name: 'Your 2 images' })).toBeVisible();
    // Focus moves to the results, so a keyboard or screen-reader user lands on them.
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-labelledby'))
      .toBe('image-results-title');
    await expect
      .element(screen.getByRole('img', { name: 'Generated image 1: A red fox in the snow' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Download PNG' }).first())
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Download JPEG' }).first())
      .toBeVisible();
    await expect.element(screen.getByText('blur', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByText('Demo', { exact: true }).last()).toBeVisible();

    const generateCall = requests.find((r) => r.url.endsWith('/api/generate/image'))!;
    expect(await generateCall.clone().json()).toEqual({
      prompt: 'A red fox in the snow',
      negativePrompt: 'blur',
      size: '1024x1024',
      style: 'realistic',
      count: 2,
      guidance: 7,
      upscale: true,
      styleTransfer: false,
      aspectRatio: '1:1',
    });
    await expect
      .poll(() => requests.filter((r) => r.url.endsWith('/api/images/save')).length)
      .toBe(1);
    const saved = (await requests
      .find((r) => r.url.endsWith('/api/images/save'))!
      .clone()
      .json()) as {
      imageUrls: { url: string; upscale: number }[];
      settings: Record<string, unknown>;
    };
    expect(saved.imageUrls.map((i) => i.url)).toEqual(['/media/u1/a.png', '/media/u1/b.png']);
    expect(saved.settings).toMatchObject({
      size: '1024x1024',
      aspectRatio: '1:1',
      sizeRequested: 1024,
      upscale: true,
    });
    // The balance (auth-me) is asked again after the generation.
    await expect
      .poll(() => requests.filter((r) => r.url.endsWith('/api/auth/me')).length)
      .toBeGreaterThan(1);
  });

  test("402: 'Insufficient Credits' toast whose Top up action opens the top-up dialog", async () => {
    await generateAnswered(imageGenerator, 1, () =>
      Response.json(
        { error: 'insufficient_credits', message: 'Insufficient credits: need 3 more credits' },
        { status: 402 },
      ),
    );
    await expect.element(page.getByText('Insufficient Credits')).toBeVisible();
    await expect
      .element(
        page.getByText(
          "You don't have enough credits to generate this image. Please purchase more credits or try with fewer images.",
        ),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Top up balance' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  test("other failures: 'Generation Failed' with the server's message", async () => {
    await generateAnswered(imageGenerator, 120, () =>
      Response.json({ error: 'generation_failed', message: 'The model refused' }, { status: 502 }),
    );
    await expect.element(page.getByText('Generation Failed')).toBeVisible();
    await expect.element(page.getByText('The model refused')).toBeVisible();
    await expect.element(page.getByText('Your credits for it have been refunded.')).toBeVisible();
  });

  test("401: 'Authentication Required'", async () => {
    await generateAnswered(imageGenerator, 120, () =>
      Response.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
    );
    await expect.element(page.getByText('Authentication Required')).toBeVisible();
  });

  test('the button is busy while a request is pending', async () => {
    const screen = await generateAnswered(imageGenerator, 120, () => pending());
    await expect.element(screen.getByText('Generating…')).toBeInTheDocument();
    await expect.element(screen.getByText('Creating your image…')).toBeVisible();
  });
});
