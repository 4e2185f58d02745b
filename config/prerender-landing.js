#!/usr/bin/env node
/* global window, document -- the functions handed to page.evaluate run in the browser */
// After the shell's production build: the landing page as HTML, one file per language
// (dist/landing.es.html, dist/landing.en.html), so a visitor on a weak connection sees it as soon as
// the page arrives, before any script (the API serves it at `/` to visitors: api/src/http/static.ts).
// The app then starts as on any page and draws the same landing over it.
//
// The page is rendered by the built app itself in Chromium (the browser suite's, /usr/bin/chromium
// or CHROMIUM_PATH): what a visitor gets is what the app draws, never a second copy kept by hand.
// Without Chromium the build still succeeds and says so; the API then sends the plain page.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const LANGUAGES = ['es', 'en'];
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The shell's dist/ on a local port: files as they are, any other path gets index.html. */
function serveDist(dist) {
  const server = http.createServer((request, response) => {
    const file = path.join(dist, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const found = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!found && /^\/(api|remotes)\//.test(request.url)) return response.writeHead(404).end();
    const served = found ? file : path.join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    fs.createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The landing's markup and the styles the app inserted to draw it, as a visitor in `language` sees it. */
async function renderLanding(browser, base, language) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((lng) => window.localStorage.setItem('LANGUAGE', lng), language);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="landing-page"]');
  const drawn = await page.evaluate(() => {
    // A select shows its choice through a property; the HTML needs it as an attribute.
    for (const option of document.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
    return {
      markup: document.getElementById('root').innerHTML,
      styles: [...document.head.querySelectorAll('style')].map((style) => style.textContent),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
  });
  await context.close();
  if (errors.length) throw new Error(`the landing page failed in ${language}: ${errors.join('; ')}`);
  return drawn;
}

/** `text` with `pattern` replaced, which must be there (the template is minified: quotes may be gone). */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`prerender-landing: ${pattern} not found in index.html`);
  return text.replace(pattern, replacement);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** index.html with the landing drawn in it: its language, the styles the app inserted (the template's own are already there). */
function landingPage(template, { markup, styles, title, description }, language) {
  const inserted = styles.filter((css) => css && !template.includes(css.trim()));
  let html = replaceOnce(template, /<html lang="?[\w-]*"?/, `<html lang="${language}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
  html = replaceOnce(html, /<\/head>/, () => `<style data-prerendered>${inserted.join('\n')}</style></head>`);
  return replaceOnce(html, /<div id="?root"?><\/div>/, () => `<div id="root">${markup}</div>`);
}

async function prerenderLanding(dist) {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    console.warn(`prerender-landing: no Chromium at ${executablePath}; the landing page is drawn by its scripts only`);
    return;
  }
  const { chromium } = require('playwright-core');
  const server = await serveDist(dist);
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    for (const language of LANGUAGES) {
      const html = landingPage(template, await renderLanding(browser, base, language), language);
      const file = path.join(dist, `landing.${language}.html`);
      fs.writeFileSync(file, html);
      console.log(`prerender-landing: ${path.basename(file)} ${(zlib.brotliCompressSync(html).length / 1024).toFixed(1)} KB compressed`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

module.exports = { landingPage };

if (require.main === module) {
  prerenderLanding(path.resolve(process.argv[2] ?? 'dist')).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
