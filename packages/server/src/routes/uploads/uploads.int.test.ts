import { existsSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { imageMetadata, jpegWithLocation, plainImage, pngBomb } from '@lumen/adapters/testing';
import { expect, it } from 'vitest';
import { describeOnDialects } from '../../testing/dialects';
import { call, createPersonalToken, PASSWORD, signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

const MB = 1024 * 1024;

/** A form with one file in `file`, named and typed as the sender likes. */
function formWith(bytes: Uint8Array | string, name: string, type: string): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
    name,
  );
  return form;
}

async function upload(t: TestApp, token: string, form: FormData | string, headers = {}) {
  return call(t, 'POST', '/api/uploads/images', { token, body: form, headers });
}

describeOnDialects(
  'POST /api/uploads/images',
  (getApp) => {
    it('stores a JPEG upright and without its EXIF location, and serves it to its owner only', async () => {
      const t = getApp();
      const user = await signUp(t);
      const input = await jpegWithLocation(60, 30);
      expect((await imageMetadata(input)).exif?.includes('SpyCam')).toBe(true);

      const res = await upload(t, user.token, formWith(input, 'holiday.jpg', 'image/jpeg'));
      expect(res.status, res.text).toBe(201);
      // Upright: the 60×30 picture turned by its orientation.
      expect(res.body).toMatchObject({ width: 30, height: 60, contentType: 'image/jpeg' });
      expect(res.body.url).toMatch(/^\/media\/.+\.jpg$/);

      const served = await t.app.request(res.body.url);
      expect(served.status).toBe(200);
      const stored = Buffer.from(await served.arrayBuffer());
      expect(stored.equals(input)).toBe(false);
      const metadata = await imageMetadata(stored);
      expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes('SpyCam')).toBe(false);

      const [row] = await t.container.db.sequelize.query<Record<string, unknown>>(
        'SELECT * FROM `uploads` WHERE `id` = $id',
        { bind: { id: res.body.id }, type: QueryTypes.SELECT },
      );
      expect(row).toMatchObject({
        user_id: user.userId,
        url: res.body.url,
        content_type: 'image/jpeg',
      });
      expect(Number(row?.bytes)).toBe(stored.byteLength);

      const mine = await call(t, 'GET', `/api/uploads/images/${res.body.id}`, {
        token: user.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(res.body);
      const stranger = await signUp(t);
      const theirs = await call(t, 'GET', `/api/uploads/images/${res.body.id}`, {
        token: stranger.token,
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('not_found');
      expect((await call(t, 'GET', `/api/uploads/images/${res.body.id}`)).status).toBe(401);
    });

    it('keeps PNG and WebP in their format', async () => {
      const t = getApp();
      const user = await signUp(t);
      for (const [bytes, type] of [
        [await plainImage(12, 9, 'png'), 'image/png'],
        [await plainImage(12, 9, 'webp'), 'image/webp'],
      ] as const) {
        // The declared type and the name are ignored: the bytes decide.
        const res = await upload(
          t,
          user.token,
          formWith(bytes, 'x.bin', 'application/octet-stream'),
        );
        expect(res.status, res.text).toBe(201);
        expect(res.body).toMatchObject({ width: 12, height: 9, contentType: type });
      }
    });

    it('refuses a text file named .png and typed image/png', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await upload(
        t,
        user.token,
        formWith('not a picture at all', 'photo.png', 'image/png'),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid_image',
        message: 'The file is not a PNG, JPEG or WebP image',
        issues: [{ path: 'file', message: 'The file is not a PNG, JPEG or WebP image' }],
      });
      // A real PNG's signature on bytes that do not decode: refused the same way.
      const broken = Buffer.concat([(await pngBomb(20_000)).subarray(0, 8), Buffer.alloc(64, 7)]);
      const cut = await upload(t, user.token, formWith(broken, 'cut.png', 'image/png'));
      expect(cut.status).toBe(400);
      expect(cut.body.error).toBe('invalid_image');
    });

    it('refuses a PNG declaring 20000×20000 before decoding it, and keeps answering', async () => {
      const t = getApp();
      const user = await signUp(t);
      const bomb = await pngBomb(20_000);
      expect(bomb.byteLength).toBeLessThan(200);
      const res = await upload(t, user.token, formWith(bomb, 'bomb.png', 'image/png'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'image_too_large',
        message: 'The image is larger than 4096 px on a side',
        issues: [{ path: 'file', message: 'The image is larger than 4096 px on a side' }],
      });
      const after = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(after.status).toBe(200);
    });

    it('answers 413 on the file past UPLOAD_MAX_BYTES and on a body past the form’s room', async () => {
      const t = getApp();
      const user = await signUp(t);
      const expected = {
        error: 'payload_too_large',
        message: 'The file is larger than 1 MB',
        issues: [{ path: 'file', message: 'The file is larger than 1 MB' }],
      };
      const justOver = new Uint8Array(MB + 1).fill(0xff);
      const file = await upload(t, user.token, formWith(justOver, 'big.jpg', 'image/jpeg'));
      expect(file.status).toBe(413);
      expect(file.body).toEqual(expected);
      const body = await upload(
        t,
        user.token,
        formWith(new Uint8Array(2 * MB), 'huge.jpg', 'image/jpeg'),
      );
      expect(body.status).toBe(413);
      expect(body.body).toEqual(expected);
      expect(
        await t.container.db.sequelize.query('SELECT `id` FROM `uploads` WHERE `user_id` = $id', {
          bind: { id: user.userId },
          type: QueryTypes.SELECT,
        }),
      ).toHaveLength(0);
    });

    it('asks for a multipart form with one file', async () => {
      const t = getApp();
      const user = await signUp(t);
      const json = await call(t, 'POST', '/api/uploads/images', {
        token: user.token,
        json: { file: 'data:image/png;base64,AAAA' },
      });
      expect(json.status).toBe(415);
      expect(json.body.error).toBe('unsupported_media_type');
      const empty = new FormData();
      empty.append('file', 'just a string');
      const noFile = await upload(t, user.token, empty);
      expect(noFile.status).toBe(400);
      expect(noFile.body).toMatchObject({
        error: 'validation_error',
        issues: [{ path: 'file', message: 'Choose a PNG, JPEG or WebP image to upload' }],
      });
    });

    it('takes a personal access token with the generate or full scope, not read', async () => {
      const t = getApp();
      const user = await signUp(t);
      const png = await plainImage(4, 4, 'png');
      const tokens: Record<string, string> = {};
      for (const scope of ['read', 'generate', 'full'] as const) {
        const pat = await createPersonalToken(t, user.token, { name: scope, scope });
        expect(pat.status).toBe(201);
        tokens[scope] = pat.body.token;
      }
      const refused = await upload(t, tokens.read ?? '', formWith(png, 'a.png', 'image/png'));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('forbidden');
      const byGenerate = await upload(
        t,
        tokens.generate ?? '',
        formWith(png, 'a.png', 'image/png'),
      );
      expect(byGenerate.status).toBe(201);
      const byFull = await upload(t, tokens.full ?? '', formWith(png, 'a.png', 'image/png'));
      expect(byFull.status).toBe(201);
      // Reading one back is a read: any scope.
      const read = await call(t, 'GET', `/api/uploads/images/${byGenerate.body.id}`, {
        token: tokens.read,
      });
      expect(read.status).toBe(200);
    });

    it('is in the account’s export: listed in uploads.json, its file beside it', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await upload(
        t,
        user.token,
        formWith(await plainImage(7, 3, 'webp'), 'a.webp', 'image/webp'),
      );
      expect(res.status).toBe(201);
      const exported = await t.app.request('/api/account/export', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(exported.status).toBe(200);
      const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
      const listed = JSON.parse(entries.get('uploads.json')?.toString() ?? '[]');
      expect(listed).toEqual([
        expect.objectContaining({ id: res.body.id, url: res.body.url, width: 7, height: 3 }),
      ]);
      expect(JSON.stringify(listed)).not.toContain('mediaKey');
      const served = await t.app.request(res.body.url);
      expect(entries.get(listed[0].file)).toEqual(Buffer.from(await served.arrayBuffer()));
      const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
      expect(manifest.counts.uploads).toBe(1);
      expect(manifest.files).toContain(listed[0].file);
    });

    it('goes with the account: rows and files', async () => {
      const t = getApp();
      const user = await signUp(t);
      const png = await plainImage(5, 5, 'png');
      const res = await upload(t, user.token, formWith(png, 'a.png', 'image/png'));
      expect(res.status).toBe(201);
      const deleted = await call(t, 'DELETE', '/api/account', {
        token: user.token,
        json: { password: PASSWORD },
      });
      expect(deleted.status, deleted.text).toBe(200);
      const rows = await t.container.db.sequelize.query(
        'SELECT `id` FROM `uploads` WHERE `user_id` = $id',
        { bind: { id: user.userId }, type: QueryTypes.SELECT },
      );
      expect(rows).toHaveLength(0);
      expect((await t.app.request(res.body.url)).status).toBe(404);
      expect(existsSync(path.join(t.dataDir, 'media', user.userId))).toBe(false);
    });
  },
  () => ({ env: { UPLOAD_MAX_BYTES: String(MB) } }),
);
