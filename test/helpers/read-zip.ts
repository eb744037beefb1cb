import { crc32, inflateRawSync } from 'node:zlib';

/** A file as a zip reader sees it: its name, its bytes, its Unix mode. */
export interface ReadEntry {
  name: string;
  data: Buffer;
  mode: number;
}

/**
 * Reads a zip archive as an unzip tool does: from the end record to the central directory, and
 * from each central entry to its local header and data (stored or deflated), checking the local
 * header against the central one and each file's CRC-32. Throws on any mismatch.
 */
export function readZip(zip: Buffer): ReadEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central entry ${index}: bad signature`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const mode = zip.readUInt32LE(at + 38) >>> 16;
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (zip.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = zip.toString('utf8', localAt + 30, localAt + 30 + zip.readUInt16LE(localAt + 26));
    if (localName !== name || zip.readUInt32LE(localAt + 14) !== crc) throw new Error(`${name}: local header differs from the central one`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const body = zip.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? inflateRawSync(body) : method === 0 ? Buffer.from(body) : null;
    if (!data) throw new Error(`${name}: unknown method ${method}`);
    if (data.length !== size || crc32(data) >>> 0 !== crc) throw new Error(`${name}: size or CRC-32 does not match`);
    entries.push({ name, data, mode });
  }
  return entries;
}
