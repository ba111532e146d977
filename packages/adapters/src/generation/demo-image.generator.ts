import { createHash } from 'node:crypto';
import {
  DomainError,
  type GeneratedImageData,
  type ImageGenerator,
  type ImageStyle,
  type ImageGenerationInput,
} from '@lumen/domain';
import sharp from 'sharp';
import { mulberry32, type Random } from './random';
import { type RenderSlots, renderSlotsOf } from './render-slots';

/**
 * Put this in a prompt and the demo image model fails (after the credits were reserved), as a
 * real model can: the way to see a failed, refunded image without a key.
 */
export const DEMO_IMAGE_FAILURE_TRIGGER = '[demo:fail]';

/** A demo image model's failure on demand: the prompt holds the trigger. */
export function failIfAsked(prompt: string): void {
  if (prompt.includes(DEMO_IMAGE_FAILURE_TRIGGER)) {
    throw new DomainError(
      'generation_failed',
      `The demo model was asked to fail (${DEMO_IMAGE_FAILURE_TRIGGER} in the prompt)`,
    );
  }
}

/**
 * The demo image model: real PNG files, drawn as an SVG scene and rendered by sharp. The same
 * prompt and settings always give the same bytes (the seed is a hash of both); each style has
 * its own palette and composition; count, size, aspect ratio and upscale (2×) are honoured, and
 * the width and height reported are the file's own.
 */
export class DemoImageGenerator implements ImageGenerator {
  readonly model = 'demo' as const;
  readonly #slots: RenderSlots;

  /**
   * `concurrentRenders`: how many files this generator draws at once; without it, every demo
   * generator of the process (the video model's frames too) shares one bound, as they share
   * libuv's pool (render-slots.ts).
   */
  constructor(options: { concurrentRenders?: number } = {}) {
    this.#slots = renderSlotsOf(options);
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(input: ImageGenerationInput): Promise<GeneratedImageData[]> {
    failIfAsked(input.prompt);
    const { width, height } = demoImageSize(input);
    const seed = seedOf(input);
    const images: GeneratedImageData[] = [];
    for (let index = 0; index < input.count; index++) {
      images.push(await this.#slots.run(() => renderOne(input, width, height, seed, index)));
    }
    return images;
  }
}

/** Pixel size before upscaling: the exact size when named, else the target size and ratio. */
export function demoImageSize(input: ImageGenerationInput): { width: number; height: number } {
  if (input.exactSize) return { ...input.exactSize };
  const long = input.targetSize;
  const short = (ratio: number) => Math.round((long * ratio) / 2) * 2;
  switch (input.aspectRatio) {
    case '16:9':
      return { width: long, height: short(9 / 16) };
    case '9:16':
      return { width: short(9 / 16), height: long };
    case 'Original':
      // The demo model's native frame is 4:3 landscape.
      return { width: long, height: short(3 / 4) };
    default:
      return { width: long, height: long };
  }
}

function seedOf(input: ImageGenerationInput): string {
  const settings = {
    prompt: input.prompt.trim(),
    negativePrompt: input.negativePrompt?.trim() ?? '',
    style: input.style,
    aspectRatio: input.aspectRatio,
    targetSize: input.targetSize,
    exactSize: input.exactSize ?? null,
    guidance: input.guidance,
    upscale: input.upscale,
    styleTransfer: input.styleTransfer,
  };
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex');
}

async function renderOne(
  input: ImageGenerationInput,
  width: number,
  height: number,
  seed: string,
  index: number,
): Promise<GeneratedImageData> {
  const random = mulberry32(Number.parseInt(seed.slice(index * 8, index * 8 + 8), 16) ^ index);
  const hue = Number.parseInt(seed.slice(56, 60), 16) % 360;
  const detail = Math.round(4 + input.guidance * 1.5);
  const svg = SCENES[input.style]({ width, height, random, hue, detail });

  let image = sharp(Buffer.from(svg), { density: 72 });
  if (input.style === 'vintage') {
    image = image.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ]);
  }
  if (input.styleTransfer) image = image.modulate({ hue: 150, saturation: 1.35 });
  if (input.upscale) {
    image = sharp(await image.png().toBuffer()).resize(width * 2, height * 2, {
      kernel: 'lanczos3',
    });
  }
  const { data, info } = await image
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
}

interface SceneInput {
  readonly width: number;
  readonly height: number;
  readonly random: Random;
  /** A hue taken from the prompt's hash, so different prompts get different colours. */
  readonly hue: number;
  /** More guidance ("creativity") draws more detail. */
  readonly detail: number;
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** A ridge line across the picture, as a closed path down to the bottom edge. */
function ridge(s: SceneInput, baseY: number, amplitude: number, smooth: boolean): string {
  const { width, height, random } = s;
  const steps = 8 + Math.floor(random() * 6);
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    points.push([(width * i) / steps, baseY - random() * amplitude]);
  }
  let d = `M0 ${height} L0 ${points[0]?.[1] ?? baseY}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i] as [number, number];
    const [px, py] = points[i - 1] as [number, number];
    d += smooth ? ` Q${px} ${py} ${(px + x) / 2} ${(py + y) / 2}` : ` L${x} ${y}`;
  }
  return `${d} L${width} ${points[points.length - 1]?.[1] ?? baseY} L${width} ${height} Z`;
}

/** Soft light, layered hills fading into the distance, a sun and its glow. */
function realistic(s: SceneInput): string {
  const { width: w, height: h, random, hue } = s;
  const sunX = w * (0.2 + random() * 0.6);
  const sunY = h * (0.15 + random() * 0.25);
  let body = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(195 + (hue % 50), 60, 38)}"/>
      <stop offset="0.6" stop-color="${hsl(15 + (hue % 40), 70, 72)}"/>
      <stop offset="1" stop-color="${hsl(35 + (hue % 20), 80, 86)}"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="${hsl(hue + 45, 100, 95)}"/>
      <stop offset="0.25" stop-color="${hsl(hue + 40, 100, 80, 0.8)}"/>
      <stop offset="1" stop-color="${hsl(hue + 30, 100, 70, 0)}"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${Math.min(w, h) * 0.35}" fill="url(#sun)"/>`;
  const layers = 3 + Math.floor(s.detail / 6);
  for (let i = 0; i < layers; i++) {
    const depth = i / Math.max(1, layers - 1);
    const baseY = h * (0.45 + depth * 0.45);
    body += `<path d="${ridge(s, baseY, h * 0.18, true)}" fill="${hsl(hue + 150 + depth * 20, 25 + depth * 20, 62 - depth * 45)}"/>`;
  }
  return `${svgOpen(w, h)}${body}</svg>`;
}

/** Painterly: a warm wash under many translucent, rotated brush strokes. */
function artistic(s: SceneInput): string {
  const { width: w, height: h, random, hue } = s;
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue + 30, 45, 88)}"/>`;
  const strokes = 60 + s.detail * 8;
  for (let i = 0; i < strokes; i++) {
    const x = random() * w;
    const y = random() * h;
    const rx = (0.03 + random() * 0.12) * w;
    const ry = rx * (0.12 + random() * 0.2);
    const angle = -35 + random() * 70;
    const colour = hsl(
      hue + [0, 30, 180, 210, 330][i % 5]! + random() * 20,
      55 + random() * 30,
      35 + random() * 40,
      0.35 + random() * 0.35,
    );
    body += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${colour}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return `${svgOpen(w, h)}${body}</svg>`;
}

/** Flat, saturated colours with thick dark outlines: hills, clouds and a sun with a face. */
function cartoon(s: SceneInput): string {
  const { width: w, height: h, random, hue } = s;
  const line = Math.max(3, Math.round(Math.min(w, h) / 110));
  const outline = `stroke="#1d1d29" stroke-width="${line}" stroke-linejoin="round"`;
  const r = Math.min(w, h) * 0.11;
  const sx = w * (0.15 + random() * 0.7);
  const sy = h * 0.22;
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue + 195, 85, 72)}"/>`;
  body += `<circle cx="${sx}" cy="${sy}" r="${r}" fill="${hsl(50, 100, 60)}" ${outline}/>`;
  body += `<circle cx="${sx - r * 0.35}" cy="${sy - r * 0.15}" r="${r * 0.1}" fill="#1d1d29"/>`;
  body += `<circle cx="${sx + r * 0.35}" cy="${sy - r * 0.15}" r="${r * 0.1}" fill="#1d1d29"/>`;
  body += `<path d="M${sx - r * 0.45} ${sy + r * 0.25} Q${sx} ${sy + r * 0.7} ${sx + r * 0.45} ${sy + r * 0.25}" fill="none" ${outline}/>`;
  const clouds = 2 + Math.floor(s.detail / 8);
  for (let i = 0; i < clouds; i++) {
    const cx = random() * w;
    const cy = h * (0.08 + random() * 0.3);
    const cr = r * (0.45 + random() * 0.3);
    body += `<g fill="#ffffff" ${outline}><circle cx="${cx}" cy="${cy}" r="${cr}"/><circle cx="${cx + cr}" cy="${cy + cr * 0.2}" r="${cr * 0.8}"/><circle cx="${cx - cr}" cy="${cy + cr * 0.25}" r="${cr * 0.7}"/></g>`;
  }
  const hills = ['#3fbf4f', '#2e9e3e', '#f4b400'];
  for (let i = 0; i < 3; i++) {
    body += `<path d="${ridge(s, h * (0.6 + i * 0.13), h * 0.12, true)}" fill="${hills[(i + Math.floor(hue / 120)) % 3]}" ${outline}/>`;
  }
  return `${svgOpen(w, h)}${body}</svg>`;
}

/** Bold geometry: overlapping rectangles, circles and triangles on a high-contrast ground. */
function abstract(s: SceneInput): string {
  const { width: w, height: h, random, hue } = s;
  const palette = [
    hsl(hue, 90, 55),
    hsl(hue + 120, 90, 50),
    hsl(hue + 240, 85, 60),
    '#111111',
    '#f5f5f0',
  ];
  let body = `<rect width="${w}" height="${h}" fill="${palette[(Math.floor(hue) % 2) + 3]}"/>`;
  const shapes = 12 + s.detail * 2;
  for (let i = 0; i < shapes; i++) {
    const fill = palette[Math.floor(random() * palette.length)];
    const x = random() * w;
    const y = random() * h;
    const size = (0.05 + random() * 0.3) * Math.min(w, h);
    const kind = Math.floor(random() * 3);
    const opacity = (0.6 + random() * 0.4).toFixed(2);
    if (kind === 0) {
      const angle = Math.floor(random() * 4) * 45;
      body += `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + random())}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`;
    } else if (kind === 1) {
      body += `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`;
    } else {
      body += `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${fill}" opacity="${opacity}"/>`;
    }
  }
  return `${svgOpen(w, h)}${body}</svg>`;
}

/** An old photograph: a simple scene, toned sepia afterwards, with a vignette and film grain. */
function vintage(s: SceneInput): string {
  const { width: w, height: h, random } = s;
  const scene = realistic(s)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  let scratches = '';
  for (let i = 0; i < 6 + s.detail; i++) {
    const x = random() * w;
    scratches += `<line x1="${x}" y1="${random() * h * 0.3}" x2="${x + (random() - 0.5) * 8}" y2="${h * (0.5 + random() * 0.5)}" stroke="rgba(255,255,240,0.35)" stroke-width="1"/>`;
  }
  const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${Math.floor(random() * 1000)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.22"/></feComponentTransfer></filter>`;
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1a0e00" stop-opacity="0.7"/></radialGradient>`;
  return `${svgOpen(w, h)}<defs>${grain}${vignette}</defs>${scene}${scratches}<rect width="${w}" height="${h}" filter="url(#grain)"/><rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
}

const SCENES: Readonly<Record<ImageStyle, (s: SceneInput) => string>> = {
  realistic,
  artistic,
  cartoon,
  abstract,
  vintage,
};
