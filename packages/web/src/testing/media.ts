/** Media for the mocked answers: there is no server, so no /media. */

/** A small picture for the mocked media URLs (no server, so no /media). */
export const storyImage = (n: number) => {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 60% 55%)"/><circle cx="2.6" cy="1.4" r="0.6" fill="hsl(${(hue + 40) % 360} 90% 80%)"/><path d="M0 4 L1.6 2 L2.6 3 L3.2 2.4 L4 3.2 V4 Z" fill="hsl(${(hue + 180) % 360} 40% 30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** A short playable WAV (a soft two-note chime) for the mocked speech (no server, so no /media). */
export const storyAudio = () => {
  const rate = 8000;
  const samples = rate; // one second
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const frequency = i < samples / 2 ? 523 : 659;
    view.setInt16(
      44 + i * 2,
      Math.round(4000 * Math.sin((2 * Math.PI * frequency * i) / rate)),
      true,
    );
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
};
