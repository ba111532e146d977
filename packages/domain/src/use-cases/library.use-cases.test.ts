import { beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../shared/errors';
import { imageSaveSchema, textSaveSchema } from '../validation/library.schema';
import { galleryQuerySchema, savedTextsQuerySchema } from '../validation/query.schema';
import {
  createLibraryUseCases,
  FOREIGN_IMAGE_URL_MESSAGE,
  isOwnMediaUrl,
} from './library.use-cases';
import { createFakePorts, type FakePorts } from './testing/fakes';

const PUBLIC_URL = 'http://localhost:3000';

describe('isOwnMediaUrl', () => {
  it.each([
    ['/media/u1/a.png', true],
    [`${PUBLIC_URL}/media/u1/a.png`, true],
    ['https://evil.example/media/u1/a.png', false],
    ['http://localhost:3000.evil.example/media/u1/a.png', false],
    ['/media/../etc/passwd', false],
    ['/media/%2e%2e/secret', false],
    ['/media/u1/a.png?x=1', false],
    ['file:///etc/passwd', false],
    ['/assets/logo.png', false],
  ])('%s -> %s', (url, expected) => {
    expect(isOwnMediaUrl(url, PUBLIC_URL)).toBe(expected);
  });
});

describe('library use cases', () => {
  let ports: FakePorts;
  let library: ReturnType<typeof createLibraryUseCases>;

  beforeEach(() => {
    ports = createFakePorts();
    library = createLibraryUseCases(ports, { publicUrl: PUBLIC_URL });
  });

  const issue = async (userId: string) =>
    (await ports.mediaStore.put({ userId, bytes: new Uint8Array([1]), contentType: 'image/png' }))
      .url;

  const saveBody = (urls: string[], prompt = 'a red fox') =>
    imageSaveSchema.parse({
      imageUrls: urls.map((url, i) => ({
        url,
        prompt: `${prompt} ${i}`,
        negativePrompt: '',
        settings: { model: 'demo' },
        finalWidth: 1024,
        finalHeight: 1024,
      })),
      settings: {
        size: '1024x1024',
        style: 'cartoon',
        guidance: 9,
        aspectRatio: '16:9',
        upscale: 1,
      },
    });

  it('saves images this server issued to this user', async () => {
    const urls = [await issue('u1'), `${PUBLIC_URL}${await issue('u1')}`];
    const { images } = unwrap(await library.saveImages('u1', saveBody(urls)));
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      url: urls[0],
      prompt: 'a red fox 0',
      negativePrompt: '',
      settings: { size: '1024x1024', style: 'cartoon', model: 'demo', guidance: 9 },
      aspectRatio: '16:9',
      sizeRequested: 1024,
      finalWidth: 1024,
      upscale: 1,
      styleTransfer: 0,
    });
  });

  it('refuses foreign URLs and another user’s media, saving nothing', async () => {
    const mine = await issue('u1');
    const theirs = await issue('u2');
    const result = await library.saveImages(
      'u1',
      saveBody([mine, theirs, 'https://example.com/cat.png']),
    );
    expect(result.ok).toBe(false);
    const error = !result.ok ? result.error : undefined;
    expect(error?.code).toBe('validation_error');
    expect(error?.message).toBe(FOREIGN_IMAGE_URL_MESSAGE);
    if (!error?.is('validation_error')) throw new Error('expected validation_error');
    expect(error.details?.issues).toEqual([
      { path: 'imageUrls.1.url', message: FOREIGN_IMAGE_URL_MESSAGE },
      { path: 'imageUrls.2.url', message: FOREIGN_IMAGE_URL_MESSAGE },
    ]);
    expect(ports.savedImages.rows).toHaveLength(0);
  });

  it('lists the gallery with filters, search, sort and pages', async () => {
    unwrap(await library.saveImages('u1', saveBody([await issue('u1')], 'zebra')));
    ports.clock.advance(1000);
    unwrap(await library.saveImages('u1', saveBody([await issue('u1')], 'apple')));
    unwrap(await library.saveImages('u2', saveBody([await issue('u2')], 'apple')));
    const all = await library.savedImages('u1', galleryQuerySchema.parse({}));
    expect(all).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(all.images.map((i) => i.prompt)).toEqual(['apple 0', 'zebra 0']);
    const byPrompt = await library.savedImages(
      'u1',
      galleryQuerySchema.parse({ sortBy: 'prompt', sortOrder: 'desc', limit: '1', page: '2' }),
    );
    expect(byPrompt).toMatchObject({ total: 2, page: 2, totalPages: 2 });
    expect(byPrompt.images.map((i) => i.prompt)).toEqual(['apple 0']);
    const searched = await library.savedImages('u1', galleryQuerySchema.parse({ search: 'ZEB' }));
    expect(searched.total).toBe(1);
    const filtered = await library.savedImages(
      'u1',
      galleryQuerySchema.parse({ style: 'vintage' }),
    );
    expect(filtered).toMatchObject({ total: 0, totalPages: 1, images: [] });
  });

  it('saves, lists and deletes texts; another user’s id is not found', async () => {
    const body = textSaveSchema.parse({
      content: 'Hello world',
      prompt: 'greet',
      textType: 'email',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
    });
    const saved = await library.saveText('u1', body);
    expect(saved).toMatchObject({ text_type: 'email', content: 'Hello world', prompt: 'greet' });
    const list = await library.savedTexts('u1', savedTextsQuerySchema.parse({ search: 'WORLD' }));
    expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    const foreign = await library.deleteText('u2', saved.id);
    expect(!foreign.ok && foreign.error.code).toBe('not_found');
    expect((await library.deleteText('u1', saved.id)).ok).toBe(true);
    expect((await library.savedTexts('u1', savedTextsQuerySchema.parse({}))).total).toBe(0);
  });
});
