/**
 * What a test needs to know of an MP4 file, read from its boxes (ISO BMFF): the brand, whether
 * the movie box comes before the media data (`+faststart`), and each track's handler, sample
 * entry (`avc1` for H.264), pixel size and duration.
 */
export interface Mp4Info {
  readonly brand: string;
  readonly moovBeforeMdat: boolean;
  readonly tracks: readonly {
    readonly handler: string;
    readonly codec: string;
    readonly width: number;
    readonly height: number;
    readonly durationSeconds: number;
  }[];
}

interface Box {
  readonly type: string;
  readonly start: number;
  readonly body: number;
  readonly end: number;
}

function boxes(bytes: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < 8 || at + size > to) break;
    found.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes: Buffer, parent: Box, type: string) =>
  boxes(bytes, parent.body, parent.end).find((box) => box.type === type);

export function mp4Info(input: Uint8Array): Mp4Info {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const top = boxes(bytes, 0, bytes.length);
  const ftyp = top.find((box) => box.type === 'ftyp');
  const moov = top.find((box) => box.type === 'moov');
  const mdat = top.find((box) => box.type === 'mdat');
  if (!ftyp || !moov) throw new Error('not an MP4 file (no ftyp or moov box)');
  const tracks = boxes(bytes, moov.body, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const mdia = child(bytes, trak, 'mdia');
      const mdhd = mdia && child(bytes, mdia, 'mdhd');
      const hdlr = mdia && child(bytes, mdia, 'hdlr');
      const minf = mdia && child(bytes, mdia, 'minf');
      const stbl = minf && child(bytes, minf, 'stbl');
      const stsd = stbl && child(bytes, stbl, 'stsd');
      if (!mdhd || !hdlr || !stsd) throw new Error('a track without mdhd, hdlr or stsd');
      const version = bytes.readUInt8(mdhd.body);
      const timescale =
        version === 1 ? bytes.readUInt32BE(mdhd.body + 20) : bytes.readUInt32BE(mdhd.body + 12);
      const duration =
        version === 1
          ? Number(bytes.readBigUInt64BE(mdhd.body + 24))
          : bytes.readUInt32BE(mdhd.body + 16);
      // stsd: version/flags (4), entry count (4), then the first sample entry box; a visual
      // sample entry keeps its width and height 24 bytes into its body.
      const entry = stsd.body + 8;
      const codec = bytes.toString('latin1', entry + 4, entry + 8);
      return {
        handler: bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12),
        codec,
        width: bytes.readUInt16BE(entry + 8 + 24),
        height: bytes.readUInt16BE(entry + 8 + 26),
        durationSeconds: duration / timescale,
      };
    });
  return {
    brand: bytes.toString('latin1', ftyp.body, ftyp.body + 4),
    moovBeforeMdat: mdat ? moov.start < mdat.start : true,
    tracks,
  };
}
