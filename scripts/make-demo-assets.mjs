// Generates the fictional demo owner's images and résumés into public/demo.
// Run once with `node scripts/make-demo-assets.mjs`; the outputs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import * as screens from './demo-screens.mjs';

const out = path.resolve('public/demo');
await mkdir(out, { recursive: true });

const svg = (w, h, body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

async function webp(name, w, h, body, quality = 70) {
  await sharp(svg(w, h, body))
    .webp({ quality })
    .toFile(path.join(out, name));
}
async function png(name, w, h, body) {
  await sharp(svg(w, h, body))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}

await webp(
  'background.webp',
  1600,
  900,
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0f1a"/><stop offset="1" stop-color="#1b1035"/></linearGradient></defs>
   <rect width="1600" height="900" fill="url(#g)"/>
   <g fill="none" stroke="#ff2972" stroke-opacity=".18" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<circle cx="1250" cy="450" r="${60 + i * 45}"/>`).join('')}</g>`,
  60,
);

// The portrait: the hero's large, the About section's smaller (both square).
await webp('banner.webp', 800, 800, screens.portrait(800), 80);
await webp('avatar.webp', 640, 640, screens.portrait(640), 80);

const cube = [
  ['TS', '#3178c6'],
  ['React', '#20232a'],
  ['Next', '#000000'],
  ['Node', '#3c873a'],
  ['SQL', '#336791'],
  ['Sass', '#cc6699'],
];
for (const [i, [label, color]] of cube.entries()) {
  await webp(
    `cube-${i + 1}.webp`,
    240,
    240,
    `<rect width="240" height="240" fill="${color}"/>
     <text x="120" y="135" font-family="DejaVu Sans, sans-serif" font-size="${label.length > 3 ? 48 : 64}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`,
  );
}

// Each demo project's cover (project-<n>.webp, in the order of lib/content/demo.ts) and the
// screens of the case studies' galleries: 1600 × 1000, the 8 : 5 of the project pages.
const pictures = {
  'project-1.webp': screens.tidewatch,
  'project-2.webp': screens.paletteLab,
  'project-3.webp': screens.shiftboard,
  'project-4.webp': screens.recipeRelay,
  'project-5.webp': screens.ledgerline,
  'project-6.webp': screens.queueKeeper,
  'tidewatch-map.webp': screens.tidewatchMap,
  'tidewatch-settings.webp': screens.tidewatchSettings,
  'tidewatch-tides.webp': screens.tidewatchTides,
  'shiftboard-phone.webp': screens.shiftboardPhone,
  'ledgerline-docs.webp': screens.ledgerlineDocs,
};
for (const [name, draw] of Object.entries(pictures)) await webp(name, screens.W, screens.H, draw(), 78);

const icons = {
  github: `<circle cx="32" cy="32" r="30" fill="#f5f5f5"/><path d="M32 14a18 18 0 0 0-5.7 35c.9.2 1.2-.4 1.2-.9v-3.1c-5 1.1-6.1-2.4-6.1-2.4-.8-2.1-2-2.6-2-2.6-1.6-1.1.1-1.1.1-1.1 1.8.1 2.8 1.9 2.8 1.9 1.6 2.8 4.3 2 5.3 1.5.2-1.2.6-2 1.1-2.4-4-.5-8.2-2-8.2-8.9 0-2 .7-3.6 1.9-4.8-.2-.5-.8-2.3.2-4.8 0 0 1.5-.5 5 1.8a17 17 0 0 1 9 0c3.4-2.3 5-1.8 5-1.8 1 2.5.4 4.3.2 4.8 1.2 1.2 1.9 2.8 1.9 4.8 0 6.9-4.2 8.4-8.2 8.9.6.6 1.2 1.7 1.2 3.4v5c0 .5.3 1.1 1.2.9A18 18 0 0 0 32 14z" fill="#111"/>`,
  linkedin: `<rect x="2" y="2" width="60" height="60" rx="10" fill="#0a66c2"/><rect x="14" y="26" width="8" height="24" fill="#fff"/><circle cx="18" cy="17" r="5" fill="#fff"/><path d="M28 26h8v4c1.5-2.6 4-4.6 8-4.6 6 0 8 4 8 10V50h-8V37c0-3-1-5-4-5s-4 2.3-4 5v13h-8z" fill="#fff"/>`,
  mail: `<rect x="2" y="2" width="60" height="60" rx="10" fill="#fea600"/><rect x="12" y="18" width="40" height="28" rx="3" fill="#fff"/><path d="M12 20l20 15 20-15" fill="none" stroke="#fea600" stroke-width="3"/>`,
};
for (const [name, body] of Object.entries(icons)) await png(`icon-${name}.png`, 64, 64, body);

// A minimal one-page PDF with correct cross-reference offsets.
function pdf(title, lines, dark) {
  const bg = dark ? '0.08 0.09 0.13 rg 0 0 595 842 re f 1 1 1 rg' : '1 1 1 rg 0 0 595 842 re f 0 0 0 rg';
  const textOps = [
    `BT /F1 26 Tf 60 770 Td (${title}) Tj ET`,
    ...lines.map((l, i) => `BT /F1 12 Tf 60 ${730 - i * 20} Td (${l}) Tj ET`),
  ];
  const stream = `${bg}\n${textOps.join('\n')}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
const cv = [
  'Full-Stack Developer - Lisbon, Portugal',
  'hello@novareyes.example',
  '',
  'Senior Full-Stack Developer, Harbourlight Studio (2022 - Present)',
  'Front-End Developer, Pinecone Labs (2020 - 2022)',
  'MSc Software Engineering, Atlantic Institute of Technology (2020)',
  '',
  'Fictional demo content shipped with the portfolio product.',
];
await writeFile(path.join(out, 'resume-light.pdf'), pdf('Nova Reyes', cv, false));
await writeFile(path.join(out, 'resume-dark.pdf'), pdf('Nova Reyes', cv, true));
console.log('demo assets written to', out);
