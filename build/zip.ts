import { crc32, deflateRawSync } from 'node:zlib';

/** A file of a zip archive: its path inside the archive (`/`-separated) and its bytes. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** 1980-01-01 00:00, the earliest date a zip can hold: the same archive from the same files on every build. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** Made by: Unix (upper byte 3), so the permissions below are read; version 2.0. */
const MADE_BY = (3 << 8) | 20;
const NEEDED = 20;
/** Bit 11: names are UTF-8. */
const FLAGS = 1 << 11;
const STORED = 0;
const DEFLATED = 8;
/** Unix modes in the external attributes' upper half: a plain file 0644, a folder 0755. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const FOLDER_ATTRIBUTES = ((0o040755 << 16) | 0x10) >>> 0;

/** Every folder the entries lie in (`a/`, `a/b/`), each once, parents first. */
function foldersOf(names: string[]): string[] {
  const folders = new Set<string>();
  for (const name of names) {
    const parts = name.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(`${parts.slice(0, index + 1).join('/')}/`));
  }
  return [...folders];
}

/**
 * A zip archive (PKWARE APPNOTE 6.3: local headers, central directory, end record; no zip64, so
 * under 4 GB and 65,535 entries) of the entries in the order given, each folder an entry of its
 * own before them (WordPress's unzip and every other reader accept both). Deflated unless that
 * makes a file larger.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const all = [...foldersOf(entries.map((entry) => entry.name)).map((name) => ({ name, data: new Uint8Array(0) })), ...entries];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of all) {
    const isFolder = name.endsWith('/');
    const fileName = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const method = !isFolder && deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : Buffer.from(data);
    const crc = crc32(data) >>> 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(NEEDED, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, fileName, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(MADE_BY, 4);
    central.writeUInt16LE(NEEDED, 6);
    central.writeUInt16LE(FLAGS, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    // extra field, comment, disk number, internal attributes: none
    central.writeUInt32LE(isFolder ? FOLDER_ATTRIBUTES : FILE_ATTRIBUTES, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);

    offset += local.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(all.length, 8);
  end.writeUInt16LE(all.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
