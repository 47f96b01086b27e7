import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "../../server/http/crc32-combine.js";

describe("crc32Combine", () => {
  it("gives zlib's CRC of the joined bytes for lengths from empty to a large document", () => {
    const lengths = [0, 1, 2, 3, 7, 8, 24, 255, 256, 4096, 65_535, 145_103, 1_048_577];
    for (const a of lengths) {
      for (const b of [0, 1, 24, 4097, 145_103]) {
        const first = randomBytes(a);
        const second = randomBytes(b);
        const combined = crc32Combine(crc32(first), crc32(second), crc32Shift(second.length));
        expect(combined, `${a} + ${b} bytes`).toBe(crc32(Buffer.concat([first, second])));
      }
    }
  });

  it("chains over many pieces as the page cache joins a document and its nonces", () => {
    const pieces = Array.from({ length: 9 }, (_, i) => randomBytes(i * 997));
    let crc = 0;
    for (const piece of pieces) crc = crc32Combine(crc, crc32(piece), crc32Shift(piece.length));
    expect(crc).toBe(crc32(Buffer.concat(pieces)));
  });
});
