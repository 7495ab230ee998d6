import { inflateSync } from 'node:zlib';

/** A decoded 8-bit PNG as RGBA pixels. */
export interface Image {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A small PNG reader for what Chromium's screenshots are: 8 bits per channel, colour type 2 (RGB) or 6 (RGBA),
 * not interlaced. Anything else throws, so a format change shows up as an error rather than a wrong number.
 */
export function decodePng(png: Buffer): Image {
  if (!SIGNATURE.every((byte, index) => png[index] === byte)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[out + x - channels] : 0;
      const up = y > 0 ? pixels[out - stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[out - stride + x - channels] : 0;
      let predicted: number;
      switch (filter) {
        case 0: predicted = 0; break;
        case 1: predicted = left; break;
        case 2: predicted = up; break;
        case 3: predicted = (left + up) >> 1; break;
        case 4: {
          const p = left + up - upLeft;
          const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
          break;
        }
        default: throw new Error(`bad PNG filter ${filter} on row ${y}`);
      }
      pixels[out + x] = (line[x] + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i];
    rgba[j + 1] = pixels[i + 1];
    rgba[j + 2] = pixels[i + 2];
    rgba[j + 3] = 255;
  }
  return { width, height, rgba };
}

export interface Diff {
  /** Pixels whose largest channel difference exceeds `channelDelta`. */
  differing: number;
  total: number;
  /** differing / total; 1 when the sizes differ (nothing lines up). */
  ratio: number;
  sameSize: boolean;
}

/** Compares two screenshots pixel by pixel: a pixel differs when any channel moved by more than `channelDelta`. */
export function diffPngs(a: Buffer, b: Buffer, channelDelta: number): Diff {
  const left = decodePng(a);
  const right = decodePng(b);
  const total = left.width * left.height;
  if (left.width !== right.width || left.height !== right.height) return { differing: total, total, ratio: 1, sameSize: false };
  let differing = 0;
  for (let i = 0; i < left.rgba.length; i += 4) {
    const delta = Math.max(
      Math.abs(left.rgba[i] - right.rgba[i]),
      Math.abs(left.rgba[i + 1] - right.rgba[i + 1]),
      Math.abs(left.rgba[i + 2] - right.rgba[i + 2]),
    );
    if (delta > channelDelta) differing += 1;
  }
  return { differing, total, ratio: total === 0 ? 0 : differing / total, sameSize: true };
}
