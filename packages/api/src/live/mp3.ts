/**
 * Just enough MPEG audio parsing to loop a file as a live stream: frame boundaries (so a
 * listener that joins mid-stream starts on a frame header and decodes), the sample clock and
 * the average bitrate. Layer III only, which is what our fixtures and every MP3 stream use.
 */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface FrameHeader {
  /** Frame length in bytes, header included. */
  length: number;
  bitrateKbps: number;
  sampleRate: number;
  samplesPerFrame: number;
}

/** Reads a Layer III frame header at `pos`, or null when there is none. */
export function readFrameHeader(buf: Uint8Array, pos: number): FrameHeader | null {
  if (pos + 4 > buf.length) return null;
  const b0 = buf[pos] ?? 0;
  const b1 = buf[pos + 1] ?? 0;
  const b2 = buf[pos + 2] ?? 0;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  const padding = (b2 >> 1) & 0x01;
  const rates = SAMPLE_RATES[version];
  const sampleRate = rates?.[rateIndex];
  const bitrateKbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
  if (!sampleRate || !bitrateKbps) return null;
  const samplesPerFrame = version === 3 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { length, bitrateKbps, sampleRate, samplesPerFrame };
}

/**
 * The frame's main_data_begin: how far back into earlier frames its audio data starts (the
 * bit reservoir). 0 means the frame decodes on its own, so a stream may start there.
 */
export function mainDataBegin(buf: Uint8Array, pos: number): number {
  const b1 = buf[pos + 1] ?? 0;
  const at = pos + 4 + ((b1 & 0x01) === 0 ? 2 : 0); // after the CRC when there is one
  const mpeg1 = ((b1 >> 3) & 0x03) === 3;
  const first = buf[at] ?? 0;
  return mpeg1 ? (first << 1) | ((buf[at + 1] ?? 0) >> 7) : first;
}

function id3v2Size(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0;
  const size =
    (((buf[6] ?? 0) & 0x7f) << 21) | (((buf[7] ?? 0) & 0x7f) << 14) | (((buf[8] ?? 0) & 0x7f) << 7);
  const footer = ((buf[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + (size | ((buf[9] ?? 0) & 0x7f)) + footer;
}

/** A Xing/Info/VBRI frame carries metadata, not audio: a looped stream must not repeat it. */
function isTagFrame(buf: Uint8Array, pos: number, length: number): boolean {
  const text = Buffer.from(buf.subarray(pos, pos + Math.min(length, 64))).toString('latin1');
  return /Xing|Info|VBRI/.test(text);
}

export interface Mp3Loop {
  /** The audio frames, back to back (no ID3 tags, no Xing frame). */
  data: Buffer;
  /** Byte offset of each frame in `data`, plus `data.length` at the end. */
  offsets: number[];
  frameCount: number;
  sampleRate: number;
  samplesPerFrame: number;
  durationSeconds: number;
  /** Average bitrate over the loop; for a CBR file, its bitrate. */
  bitrateKbps: number;
}

/** Splits an MP3 file into frames; throws when it holds no Layer III audio. */
export function parseMp3(file: Uint8Array): Mp3Loop {
  let pos = id3v2Size(file);
  const frames: Buffer[] = [];
  let first: FrameHeader | null = null;
  while (pos + 4 <= file.length) {
    const header = readFrameHeader(file, pos);
    // Resynchronise on garbage; stop on a truncated last frame or an ID3v1 tag.
    if (!header || (first && header.sampleRate !== first.sampleRate)) {
      pos += 1;
      continue;
    }
    if (pos + header.length > file.length) break;
    if (!(frames.length === 0 && isTagFrame(file, pos, header.length))) {
      frames.push(Buffer.from(file.subarray(pos, pos + header.length)));
      first ??= header;
    }
    pos += header.length;
  }
  if (!first || frames.length === 0) throw new Error('no MPEG Layer III frames found');
  const data = Buffer.concat(frames);
  const offsets: number[] = [];
  let at = 0;
  for (const f of frames) {
    offsets.push(at);
    at += f.length;
  }
  offsets.push(at);
  const durationSeconds = (frames.length * first.samplesPerFrame) / first.sampleRate;
  return {
    data,
    offsets,
    frameCount: frames.length,
    sampleRate: first.sampleRate,
    samplesPerFrame: first.samplesPerFrame,
    durationSeconds,
    bitrateKbps: (data.length * 8) / durationSeconds / 1000,
  };
}
