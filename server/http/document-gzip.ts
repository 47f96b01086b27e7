import { constants as zlib, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

/*
 * Gzip for HTML documents, made of pieces compressed apart and joined without compressing anything again
 * (docs/decisions/0008-page-cache.md, "Cost of a hit" and "Cost of a miss").
 *
 * A piece is raw deflate ending in a sync flush, so it stops on a byte boundary and refers to nothing before it:
 * pieces can be sent one after the other, and bytes made per response (a nonce) go between them as stored
 * (uncompressed) deflate blocks. The gzip trailer's CRC is combined from each part's own (./crc32-combine.ts).
 *
 * Every production document carries the same ~80 KB inline stylesheet (docs/decisions/0016-paint-before-scripts.md),
 * more than half of its bytes: `documentParts` cuts it out and compresses it once per distinct stylesheet, so a
 * document costs the compression of its own markup only. Brotli streams cannot be joined like this.
 */

/** Part of a document, compressed on its own. */
export interface Piece {
  bytes: Buffer;
  /** As raw deflate ending in a sync flush. */
  deflated: Buffer;
  /** Its CRC-32, and what appending it multiplies a CRC by. */
  crc: number;
  shift: number;
}

/** What a document is sent as: pieces, and bytes of this response alone (sent stored, at most 65,535 each). */
export type Part = Piece | Buffer;

/** Compression level of a piece made once and kept (a cached page, the stylesheet). */
export const KEPT = 9;
/** Compression level of a piece made for one response: zlib's default, nearly the size of level 9 in half the time. */
export const ONCE = 6;

export function piece(bytes: Buffer, level: number): Piece {
  return {
    bytes,
    deflated: deflateRawSync(bytes, { level, finishFlush: zlib.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    shift: crc32Shift(bytes.length),
  };
}

const isPiece = (part: Part): part is Piece => !Buffer.isBuffer(part);

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty, fixed-Huffman deflate block. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the part before ended on a byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip member of the parts joined. */
export function gzipOf(parts: Part[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    if (isPiece(part)) {
      crc = crc32Combine(crc, part.crc, part.shift);
      out.push(part.deflated);
    } else {
      crc = crc32Combine(crc, crc32(part), crc32Shift(part.length));
      out.push(storedBlock(part));
    }
    length += bytesOf(part).length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}

const bytesOf = (part: Part) => (isPiece(part) ? part.bytes : part);

/** The parts joined, uncompressed. */
export function identityOf(parts: Part[]): Buffer {
  return Buffer.concat(parts.map(bytesOf));
}

const STYLESHEET_OPEN = Buffer.from('<style id="site-stylesheet">');
const STYLESHEET_CLOSE = Buffer.from("</style>");

/** A document around its inline stylesheet. */
export interface Cut {
  before: Buffer;
  stylesheet: Piece;
  after: Buffer;
}

/**
 * Cuts documents around their inline stylesheet (null for one without: the development server links it). The
 * stylesheet's piece is made on first sight and kept while documents carry the same bytes.
 */
export function stylesheetCutter(): (document: Buffer) => Cut | null {
  let known: Piece | undefined;
  return (document) => {
    const open = document.indexOf(STYLESHEET_OPEN);
    if (open === -1) return null;
    const from = open + STYLESHEET_OPEN.length;
    const to = document.indexOf(STYLESHEET_CLOSE, from);
    if (to === -1) return null;
    const bytes = document.subarray(from, to);
    if (!known || !known.bytes.equals(bytes)) known = piece(Buffer.from(bytes), KEPT);
    return { before: document.subarray(0, from), stylesheet: known, after: document.subarray(to) };
  };
}
