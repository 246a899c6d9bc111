// Write brotli (.br) and gzip (.gz) copies of the given files, beside each, so that a
// server can send the smaller bytes (scripts/build/serve.py, and any static host set up as the
// README says). node's zlib has both built in: no dependency is added.
//
// Usage: node scripts/build/precompress.mjs <file>...  (scripts/build/build.py runs it for the large
// runtime assets whose copies are missing or older than the file).
// Brotli runs at its best quality, but for a file of more than 16 MB (the memory snapshot,
// 31.5 MB: quality 5 packs it to about 5 MB in a second; the best quality takes minutes for
// a few per cent less).
const BIG = 16e6;
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

let before = 0;
let after = 0;
for (const path of process.argv.slice(2)) {
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: data.length > BIG ? 5 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: 24,
    },
  });
  const gz = gzipSync(data, { level: data.length > BIG ? 6 : 9 });
  for (const [suffix, bytes] of [[".gz", gz], [".br", br]]) {
    writeFileSync(path + suffix + ".tmp", bytes);
    renameSync(path + suffix + ".tmp", path + suffix); // .br last: its age marks the pair done
  }
  before += data.length;
  after += br.length;
}
console.log(`${process.argv.length - 2} files, ${before} bytes, brotli ${after} bytes`);
