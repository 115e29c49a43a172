// Draws app/favicon.ico from app/icon.svg (one 32×32 PNG inside an ICO container), for browsers
// that ask for /favicon.ico instead of following the page's icon link. Run after editing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const size = 32;
const png = await sharp(readFileSync('app/icon.svg')).resize(size, size).png().toBuffer();
const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(size, 6); // width
header.writeUInt8(size, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14); // image size
header.writeUInt32LE(header.length, 18); // image offset
writeFileSync('app/favicon.ico', Buffer.concat([header, png]));
console.log(`app/favicon.ico: ${header.length + png.length} bytes`);
