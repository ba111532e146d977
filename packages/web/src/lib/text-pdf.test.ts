import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { buildTextPdf } from './text-pdf';

const prompt = '¿Qué regalar a una senderista?';
const paragraph =
  'La montaña enseña paciencia: cada subida—larga o corta—acaba en una cumbre. ' +
  '¡Qué alegría! El pingüino, el niño y la cigüeña comparten “comillas” y ‘apóstrofos’ … ';

describe('buildTextPdf', () => {
  test('a long Spanish text: the heading, its accented words as text, several pages, es', async () => {
    const content = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${paragraph.repeat(2)}`).join(
      '\n\n',
    );
    const bytes = await buildTextPdf({ prompt, content, language: 'es' });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    // pdf.js takes the buffer over; the test keeps its own copy.
    const pdf = await getDocumentProxy(bytes.slice());
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    expect(text[0]).toContain(prompt);
    for (const word of ['montaña', 'subida—larga', '¡Qué alegría!', 'pingüino', 'cigüeña']) {
      expect(text[0]).toContain(word);
    }
    expect(text[0]).toContain('“comillas”');
    // The last paragraph reaches a later page whole.
    expect(text.at(-1)).toContain('40.');

    const { info } = await getMeta(pdf);
    expect(info).toMatchObject({ Title: prompt, Language: 'es' });
  });

  test('a word wider than the page is broken, nothing is lost', async () => {
    const word = 'a'.repeat(300);
    const bytes = await buildTextPdf({ prompt: 'Long', content: word, language: 'en' });
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s/g, '')).toContain(word);
    expect((await getMeta(pdf)).info).toMatchObject({ Title: 'Long', Language: 'en' });
  });
});
