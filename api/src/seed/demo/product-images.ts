import sharp from 'sharp';
import { productImageRecipe, storeImage, type ImageRecipe } from '../../files/images';
import { uploadsRoot } from '../../files/storage';

export type Motif =
  'tuber' | 'fruit' | 'pepper' | 'corn' | 'banana' | 'melon' | 'drop' | 'cheese' | 'jar' | 'bun' | 'sack' | 'seeds' | 'brick' | 'bottle';

/** A simple drawing per kind of product, on a 512 × 512 canvas; `a` is the main colour, `b` the accent. */
const MOTIFS: Record<Motif, (a: string, b: string) => string> = {
  tuber: (a, b) => `
    <g transform="rotate(-28 256 256)">
      <ellipse cx="256" cy="262" rx="190" ry="66" fill="${a}"/>
      <ellipse cx="246" cy="244" rx="150" ry="26" fill="#ffffff" opacity="0.18"/>
      <ellipse cx="440" cy="262" rx="26" ry="58" fill="${b}" stroke="${a}" stroke-width="8"/>
      <path d="M120 240 q20 14 40 0 M200 290 q20 14 40 0 M290 238 q20 14 40 0" stroke="#3e2a18" stroke-width="6" fill="none" opacity="0.45"/>
    </g>`,
  fruit: (a, b) => `
    <path d="M256 150 q-10 -40 20 -70" stroke="#5d4037" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M270 110 q70 -50 120 0 q-60 40 -120 0z" fill="${b}"/>
    <path d="M250 150 c110 0 170 90 150 180 c-20 80 -110 110 -180 80 c-80 -35 -120 -120 -90 -190 c20 -45 60 -70 120 -70z" fill="${a}"/>
    <path d="M330 200 c40 50 40 120 0 170" stroke="#e07b00" stroke-width="12" fill="none" opacity="0.35" stroke-linecap="round"/>
    <ellipse cx="205" cy="235" rx="45" ry="28" transform="rotate(-35 205 235)" fill="#ffffff" opacity="0.35"/>`,
  pepper: (a, b) => `
    <path d="M256 150 q0 -40 40 -60" stroke="${b}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M256 160 c-70 -30 -130 10 -130 90 c0 60 20 110 45 150 c20 30 45 20 55 0 c10 20 50 20 60 0 c10 20 35 30 55 0 c25 -40 45 -90 45 -150 c0 -80 -60 -120 -130 -90z" fill="${a}"/>
    <path d="M226 200 c-25 60 -25 130 -5 190 M286 200 c25 60 25 130 5 190" stroke="#000000" stroke-width="10" fill="none" opacity="0.12" stroke-linecap="round"/>
    <path d="M176 210 q-20 50 -10 110" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.3" stroke-linecap="round"/>
    <ellipse cx="256" cy="158" rx="52" ry="18" fill="${b}"/>`,
  corn: (a, b) => {
    const kernels: string[] = [];
    for (let row = 0; row < 9; row++) {
      for (let col = -2; col <= 2; col++) {
        const width = 60 - Math.abs(row - 4) * 6;
        kernels.push(`<circle cx="${256 + col * (width / 2.6)}" cy="${140 + row * 28}" r="11" fill="${a}" stroke="#c8b560" stroke-width="2"/>`);
      }
    }
    return `
      <ellipse cx="256" cy="256" rx="78" ry="150" fill="#e9d77a"/>
      ${kernels.join('')}
      <path d="M256 420 q-120 -40 -110 -220 q40 110 110 160z" fill="${b}"/>
      <path d="M256 420 q120 -40 110 -220 q-40 110 -110 160z" fill="${b}" opacity="0.85"/>`;
  },
  banana: (a, b) => `
    <path d="M130 170 q40 230 270 210" stroke="${a}" stroke-width="70" fill="none" stroke-linecap="round"/>
    <path d="M150 200 q50 170 230 170" stroke="#ffffff" stroke-width="12" fill="none" opacity="0.3" stroke-linecap="round"/>
    <rect x="112" y="130" width="30" height="50" rx="8" fill="${b}" transform="rotate(-15 127 155)"/>`,
  melon: (a, b) => {
    const seeds = [-90, -45, 0, 45, 90].map((x, i) => `<ellipse cx="${256 + x}" cy="${300 - (i % 2) * 40}" rx="8" ry="14" fill="#1b1b1b"/>`);
    return `
      <path d="M76 230 a180 180 0 0 0 360 0z" fill="${b}"/>
      <path d="M96 230 a160 160 0 0 0 320 0z" fill="#f1faee"/>
      <path d="M110 230 a146 146 0 0 0 292 0z" fill="${a}"/>
      ${seeds.join('')}`;
  },
  drop: (a, b) => `
    <path d="M256 90 c60 90 130 160 130 230 a130 130 0 0 1 -260 0 c0 -70 70 -140 130 -230z" fill="${a}" stroke="${b}" stroke-width="14"/>
    <path d="M200 300 q0 50 40 70" stroke="${b}" stroke-width="14" fill="none" opacity="0.4" stroke-linecap="round"/>`,
  cheese: (a, b) => `
    <path d="M96 330 L256 150 L416 250 L416 360 L96 360z" fill="${a}" stroke="${b}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M96 330 L416 250" stroke="${b}" stroke-width="8"/>
    <circle cx="180" cy="330" r="18" fill="${b}"/><circle cx="300" cy="320" r="24" fill="${b}"/>
    <circle cx="370" cy="300" r="12" fill="${b}"/><circle cx="250" cy="220" r="14" fill="${b}"/>`,
  jar: (a, b) => `
    <rect x="156" y="120" width="200" height="44" rx="12" fill="${b}"/>
    <rect x="136" y="160" width="240" height="240" rx="48" fill="${a}" stroke="${b}" stroke-width="10"/>
    <rect x="166" y="250" width="180" height="70" rx="14" fill="#ffffff" opacity="0.75"/>
    <rect x="160" y="180" width="26" height="150" rx="13" fill="#ffffff" opacity="0.35"/>`,
  bun: (a, b) => `
    <rect x="96" y="196" width="320" height="120" rx="60" fill="${b}"/>
    <rect x="130" y="212" width="252" height="88" rx="44" fill="${a}"/>
    <path d="M180 200 v112 M332 200 v112" stroke="#5b7f2f" stroke-width="12"/>
    <path d="M96 256 l-40 -40 M96 256 l-40 40 M416 256 l40 -40 M416 256 l40 40" stroke="${b}" stroke-width="14" stroke-linecap="round"/>`,
  sack: (a, b) => `
    <path d="M200 130 q56 -30 112 0 l-16 30 h-80z" fill="${a}" stroke="${b}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M196 160 h120 c60 40 90 120 80 200 q-4 30 -34 30 h-212 q-30 0 -34 -30 c-10 -80 20 -160 80 -200z" fill="${a}" stroke="${b}" stroke-width="10" stroke-linejoin="round"/>
    <rect x="150" y="270" width="212" height="56" rx="10" fill="${b}"/>
    <path d="M196 160 h120" stroke="${b}" stroke-width="14" stroke-linecap="round"/>`,
  seeds: (a, b) => {
    const spots = [
      [190, 200],
      [256, 170],
      [322, 205],
      [160, 270],
      [230, 260],
      [300, 270],
      [360, 280],
      [200, 335],
      [270, 340],
      [335, 345],
    ];
    return spots
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="20" transform="rotate(${(i * 37) % 180} ${x} ${y})" fill="${a}" stroke="${b}" stroke-width="8"/>`,
      )
      .join('');
  },
  brick: (a, b) => `
    <ellipse cx="256" cy="330" rx="150" ry="50" fill="${b}"/>
    <rect x="106" y="200" width="300" height="130" fill="${a}"/>
    <ellipse cx="256" cy="200" rx="150" ry="50" fill="${a}" stroke="${b}" stroke-width="8"/>
    <ellipse cx="230" cy="195" rx="70" ry="16" fill="#ffffff" opacity="0.25"/>`,
  bottle: (a, b) => `
    <rect x="226" y="80" width="60" height="40" rx="8" fill="${b}"/>
    <path d="M230 120 h52 v50 c50 30 70 70 70 120 v100 q0 30 -30 30 h-132 q-30 0 -30 -30 v-100 c0 -50 20 -90 70 -120z" fill="${a}" stroke="${b}" stroke-width="10" stroke-linejoin="round"/>
    <rect x="180" y="280" width="152" height="70" rx="12" fill="#ffffff" opacity="0.7"/>`,
};

/** The SVG of a product picture: a rounded gradient card, a soft halo and the motif (no text, so no fonts needed). */
export function productSvg(motif: Motif, colors: [string, string], background: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="72" fill="url(#bg)"/>
  <circle cx="256" cy="262" r="200" fill="#ffffff" opacity="0.35"/>
  <ellipse cx="256" cy="440" rx="170" ry="22" fill="#000000" opacity="0.08"/>
  ${MOTIFS[motif](colors[0], colors[1])}
</svg>`;
}

/**
 * Draws the picture and stores it the way a productImage upload is stored: decoded and
 * normalised by the same function, with its thumbnail, under uploads/products/<id>/.
 * Returns the two paths relative to the uploads root.
 */
export async function storeProductImage(dataDir: string, productId: string, image: DemoPicture): Promise<{ image: string; thumbnail: string }> {
  return storeDemoPicture(dataDir, productImageRecipe(productId), image);
}

export interface DemoPicture {
  motif: Motif;
  colors: [string, string];
  background: [string, string];
}

/** The same for any image kind (a service's picture): drawn, then stored through its upload's recipe. */
export async function storeDemoPicture(dataDir: string, recipe: ImageRecipe, image: DemoPicture): Promise<{ image: string; thumbnail: string }> {
  const png = await sharp(Buffer.from(productSvg(image.motif, image.colors, image.background)))
    .png()
    .toBuffer();
  const [stored, thumb] = await storeImage(uploadsRoot(dataDir), recipe, png, 'image');
  return { image: stored.path, thumbnail: thumb.path };
}
