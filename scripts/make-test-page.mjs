#!/usr/bin/env node
// Generates the bundled test page in assets/page: an article with text, images, CSS and
// JavaScript, a few MB in all, deterministic (seeded), so every machine loads the same bytes.
// Run once and commit the output; rerun only to change the page on purpose (it changes numbers).
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';

const out = join(import.meta.dirname, '..', 'assets', 'page');
mkdirSync(join(out, 'img'), { recursive: true });

let seed = 20211;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// A photo-like picture: smooth colour fields plus sensor-like noise, which is what makes
// real photos large and slow to decode.
function png(width, height, hue) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const blobs = Array.from({ length: 6 }, () => ({ x: random() * width, y: random() * height, r: 60 + random() * 200 }));
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      let light = 0.25 + (0.35 * y) / height;
      for (const blob of blobs) light += 0.4 * Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (blob.r * blob.r));
      const noise = (random() - 0.5) * 26;
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      raw[offset] = Math.max(0, Math.min(255, 255 * light * (0.6 + 0.4 * Math.cos(hue)) + noise));
      raw[offset + 1] = Math.max(0, Math.min(255, 255 * light * (0.6 + 0.4 * Math.cos(hue + 2)) + noise));
      raw[offset + 2] = Math.max(0, Math.min(255, 255 * light * (0.6 + 0.4 * Math.cos(hue + 4)) + noise));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WORDS = ('storage latency card flash controller block queue write read random sequential boot kernel browser ' +
  'page cache memory board adapter bridge bus lane link speed endurance wear level firmware sector erase program ' +
  'the a of to and in is for on with as by that this it from are be at or an which').split(' ');
const sentence = () => {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
const paragraph = () => Array.from({ length: 4 + Math.floor(random() * 5) }, sentence).join(' ');

const images = [];
for (let i = 0; i < 8; i++) {
  const name = `img/photo-${i + 1}.png`;
  writeFileSync(join(out, name), png(640, 360, i * 0.8));
  images.push(name);
}

const sections = [];
for (let s = 0; s < 12; s++) {
  const parts = [`<h2 id="s${s}">${sentence().slice(0, 48)}</h2>`];
  for (let p = 0; p < 6; p++) parts.push(`<p>${paragraph()}</p>`);
  if (s < images.length) parts.push(`<figure><img src="${images[s]}" width="640" height="360" alt="figure ${s + 1}"><figcaption>${sentence()}</figcaption></figure>`);
  sections.push(`<section>${parts.join('\n')}</section>`);
}

writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>feelbench test page</title>
<link rel="stylesheet" href="style.css">
<script src="app.js" defer></script>
</head>
<body>
<header><nav>${Array.from({ length: 12 }, (_, i) => `<a href="#s${i}">Section ${i + 1}</a>`).join(' ')}</nav>
<h1>How storage changes what you feel</h1></header>
<main>
${sections.join('\n')}
<section><h2>Measurements</h2><table id="data"></table></section>
</main>
<footer><p>feelbench test page: generated, deterministic, served from 127.0.0.1.</p></footer>
</body>
</html>
`,
);

const rules = [];
for (let i = 0; i < 1200; i++) {
  rules.push(`.c${i} { margin: ${i % 7}px ${i % 5}px; padding: ${i % 3}px; color: hsl(${i % 360} 40% 30%); border-radius: ${i % 9}px; }`);
}
writeFileSync(
  join(out, 'style.css'),
  `body { font: 17px/1.6 system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 0 16px; color: #222; }
header nav a { margin-right: 8px; font-size: 13px; }
figure { margin: 24px 0; } figure img { max-width: 100%; height: auto; display: block; }
figcaption { font-size: 14px; color: #666; }
table { border-collapse: collapse; width: 100%; font-size: 13px; } td, th { border: 1px solid #ddd; padding: 2px 6px; }
${rules.join('\n')}
`,
);

// Script work like a real site's: parse a chunk of data, build part of the DOM, compute.
const rows = Array.from({ length: 4000 }, (_, i) => [i, WORDS[i % WORDS.length], Math.round(random() * 1e6) / 100]);
writeFileSync(
  join(out, 'app.js'),
  `'use strict';
const DATA = ${JSON.stringify(rows)};
function render() {
  const table = document.getElementById('data');
  const head = table.insertRow();
  for (const title of ['#', 'word', 'value', 'running mean']) head.insertCell().textContent = title;
  let sum = 0;
  DATA.forEach(([index, word, value], i) => {
    sum += value;
    if (i % 10 !== 0) return;
    const row = table.insertRow();
    row.className = 'c' + (i % 1200);
    row.insertCell().textContent = String(index);
    row.insertCell().textContent = word;
    row.insertCell().textContent = value.toFixed(2);
    row.insertCell().textContent = (sum / (i + 1)).toFixed(2);
  });
}
render();
`,
);
console.log(`test page written to ${out}`);
