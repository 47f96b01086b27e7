/*
 * The CRC-32 (as node:zlib's crc32 and gzip compute it) of two byte strings joined, from the CRC of each and the
 * length of the second, without reading the bytes again: the page cache (./page-cache.ts) sends a stored document
 * with a new nonce in it, and gzip ends with the CRC of all of it.
 *
 * A CRC is the remainder of a polynomial division over GF(2). Appending n bytes multiplies the first string's
 * remainder by x^(8n) modulo the CRC's polynomial; the second string's remainder is then added (XOR). Polynomials
 * are 32-bit words in the reflected bit order CRC-32 uses: bit 31 is x^0.
 */

const POLYNOMIAL = 0xedb88320;
const ONE = 0x80000000; // x^0

/** a(x) * b(x) modulo the polynomial. */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..63 (each the square of the one before). */
const SQUARES: number[] = [0x40000000]; // x^1
for (let k = 1; k < 64; k++) SQUARES.push(multiply(SQUARES[k - 1]!, SQUARES[k - 1]!));

/** What appending `bytes` bytes multiplies a CRC by: x^(8 * bytes) modulo the polynomial. */
export function crc32Shift(bytes: number): number {
  let power = ONE;
  // 8 * bytes = bytes * 2^3: start at the square for x^(2^3)
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiply(SQUARES[k]!, power);
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc32(A), crc32(B) and `crc32Shift(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0;
}
