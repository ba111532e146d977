import sharp from 'sharp';

/** A small picture with colours to change: a red-to-blue gradient. */
export async function sourcePicture(): Promise<{ bytes: Uint8Array; contentType: string }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><defs><linearGradient id="g"><stop offset="0" stop-color="#d02020"/><stop offset="1" stop-color="#2040d0"/></linearGradient></defs><rect width="96" height="64" fill="url(#g)"/><circle cx="30" cy="30" r="18" fill="#f0e020"/></svg>`;
  return { bytes: await sharp(Buffer.from(svg)).png().toBuffer(), contentType: 'image/png' };
}

/** The mean absolute difference of two pictures' RGB pixels (0…255). */
export async function pixelDistance(a: Uint8Array, b: Uint8Array): Promise<number> {
  const raw = (bytes: Uint8Array) =>
    sharp(bytes).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}
