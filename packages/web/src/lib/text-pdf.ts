import fontkit from '@pdf-lib/fontkit';
import regularFontUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import boldFontUrl from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';

/**
 * A text as a PDF, made in the browser. Only `downloadText` imports this module, and only
 * dynamically, so pdf-lib, fontkit and the fonts load when someone asks for a PDF, never with
 * a page.
 */
export interface TextPdfInput {
  prompt: string;
  content: string;
  /** The text's own language (not the interface's): the document's /Lang. */
  language: 'en' | 'es';
}

// A4 in points, with margins wide enough for a comfortable line length.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 64;
const HEADING_SIZE = 18;
const BODY_SIZE = 11;
const LINE_FACTOR = 1.5;
const INK = rgb(0.1, 0.1, 0.12);

export async function buildTextPdf({ prompt, content, language }: TextPdfInput) {
  const [regularBytes, boldBytes] = await Promise.all([
    fetchFont(regularFontUrl),
    fetchFont(boldFontUrl),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // Subset: only the glyphs used travel in the file. It is also what turns the WOFF into the
  // TrueType program a PDF embeds (without it pdf-lib would copy the WOFF bytes as they are).
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });

  const heading = prompt.replace(/\s+/g, ' ').trim();
  doc.setTitle(heading, { showInWindowTitleBar: true });
  doc.setLanguage(language);
  doc.setCreator('Lumen Studio');
  doc.setProducer('Lumen Studio');

  const width = PAGE_WIDTH - 2 * MARGIN;
  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  const write = (line: string, font: PDFFont, size: number) => {
    const step = size * LINE_FACTOR;
    if (y - step < MARGIN) {
      page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    if (line) page.drawText(line, { x: MARGIN, y, size, font, color: INK });
  };

  for (const line of wrap(heading, bold, HEADING_SIZE, width)) write(line, bold, HEADING_SIZE);
  y -= BODY_SIZE;
  // Paragraphs keep their breaks; tabs and carriage returns are not drawable glyphs.
  const paragraphs = content.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, regular, BODY_SIZE, width)) write(line, regular, BODY_SIZE);
  }
  return doc.save();
}

async function fetchFont(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.arrayBuffer();
}

/**
 * A font's width of a string at a size, remembered: fontkit lays out every string it measures
 * (about a millisecond each), so a line is measured as the sum of its words and spaces.
 */
function measurer(font: PDFFont, size: number) {
  const widths = new Map<string, number>();
  return (s: string) => {
    let width = widths.get(s);
    if (width === undefined) {
      width = font.widthOfTextAtSize(s, size);
      widths.set(s, width);
    }
    return width;
  };
}

/**
 * `text` broken into lines no wider than `width`: at spaces, and inside a word only when the
 * word alone is wider than a line (a long link). An empty paragraph is one empty line.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = measurer(font, size);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/ +/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Wider than a line: cut between characters (whole code points, never half an emoji).
    line = '';
    lineWidth = 0;
    for (const char of word) {
      const charWidth = measure(char);
      if (line && lineWidth + charWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += charWidth;
    }
  }
  lines.push(line);
  return lines;
}
