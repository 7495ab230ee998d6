import { PNG } from 'pngjs';

/** A decoded PNG as 8-bit RGBA pixels. */
export interface Image {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Decodes a screenshot with pngjs (any bit depth and colour type comes out as 8-bit RGBA); throws on a bad PNG. */
export function decodePng(png: Buffer): Image {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
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
  if (left.width !== right.width || left.height !== right.height)
    return { differing: total, total, ratio: 1, sameSize: false };
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
