import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, expectNoAxeViolations, signInWithToken } from './helpers';

// "Use this prompt" from the gallery: the image generator opens filled with the saved image's
// prompt and every setting it records (kept across a reload), and generating with them charges
// exactly the cost the screen shows.

const PROMPT = 'A lighthouse on a cliff at dusk, remixed';

test('remix from the gallery: the generator filled with the prompt and settings, charged the cost shown', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await creditedUserViaApi(page.request, 40);
  const headers = { authorization: `Bearer ${token}` };
  const generated = await page.request.post('/api/generate/image', {
    headers,
    data: {
      prompt: PROMPT,
      negativePrompt: 'people, text',
      size: '1024x768',
      style: 'artistic',
      count: 1,
      guidance: 12,
      upscale: true,
    },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { images } = (await generated.json()) as { images: string[] };
  const saved = await page.request.post('/api/images/save', {
    headers,
    data: {
      imageUrls: images.map((url) => ({ url, prompt: PROMPT, negativePrompt: 'people, text' })),
      settings: {
        size: '1024x768',
        style: 'artistic',
        guidance: 12,
        aspectRatio: '16:9',
        sizeRequested: 1024,
        upscale: true,
        styleTransfer: false,
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // What the gallery keeps comes from the generation that made the image (the server's record).
  const listed = await page.request.get('/api/images/saved', { headers });
  const [image] = ((await listed.json()) as { images: { aspectRatio: string }[] }).images;
  await signInWithToken(page, token);

  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await page.getByRole('button', { name: `View image: ${PROMPT}` }).click();
  await page.getByRole('link', { name: `Use this prompt: ${PROMPT}` }).click();
  await expect(page).toHaveURL(/\/image-generator\?remix=/);

  const main = page.getByRole('main');
  const expectFilled = async () => {
    await expect(main.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue(PROMPT);
    await expect(main.getByRole('textbox', { name: 'Negative prompt (optional)' })).toHaveValue(
      'people, text',
    );
    await expect(main.getByRole('button', { name: /Size/ })).toContainText('Landscape (1024×768)');
    await expect(main.getByRole('button', { name: /Art style/ })).toContainText('Artistic');
    await expect(main.getByRole('slider', { name: 'Creativity level' })).toHaveValue('12');
    await expect(main.getByRole('radio', { name: image?.aspectRatio ?? '' })).toBeChecked();
    await expect(main.getByRole('switch', { name: 'Upscale (2×)' })).toBeChecked();
  };
  await expectFilled();
  // The settings live in the address: a reload opens the same filled form.
  await page.reload();
  await expectFilled();

  const costText = (await page.getByTestId('image-cost').textContent()) ?? '';
  const cost = Number(/(\d+)/.exec(costText)?.[1]);
  // 2 base, +2 for a 1024 size, +3 upscale.
  expect(cost, costText).toBe(7);
  const before = await balanceOf(page.request, token);
  await main.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect.poll(() => balanceOf(page.request, token), { timeout: 60_000 }).toBe(before - cost);
  await expectNoAxeViolations(page);
  // The request the server ran carries the remixed settings.
  const generations = await page.request.get('/api/generations', { headers });
  const latest = (
    (await generations.json()) as { generations: { prompt: string; cost_credits: number }[] }
  ).generations[0];
  expect(latest).toMatchObject({ prompt: PROMPT, cost_credits: cost });
});
