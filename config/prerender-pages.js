#!/usr/bin/env node
/* global window, document -- the functions handed to page.evaluate run in the browser */
// After the shell's production build: the public pages a visitor opens first, as HTML, one file per
// page and language (dist/landing.es.html, dist/login.en.html …), so a visitor on a weak connection
// sees the page as soon as it arrives, before any script (the API serves them to visitors:
// api/src/http/static.ts). The app then starts as on any page and draws the same page over it.
// A page with a form arrives with its fields and buttons disabled: what a person typed before the
// app is live would be lost when the app draws the page again (docs/performance.md#lighthouse).
//
// Each page is rendered by the built app itself in Chromium (the browser suite's, /usr/bin/chromium
// or CHROMIUM_PATH): what a visitor gets is what the app draws, never a second copy kept by hand.
// Without Chromium the build still succeeds and says so; the API then sends the plain page.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const LANGUAGES = ['es', 'en'];
/** The pages drawn at build time: the path, the file's name, and what shows once the app has drawn it. */
const PAGES = [
  { path: '/', name: 'landing', ready: '[data-testid="landing-page"]' },
  { path: '/login', name: 'login', ready: '[data-testid="login-submit"]' },
];
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

/** A page's markup and the styles the app inserted to draw it, as a visitor in `language` sees it. */
async function renderPage(browser, base, { path: pagePath, ready }, language) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((lng) => window.localStorage.setItem('LANGUAGE', lng), language);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForSelector(ready);
  const drawn = await page.evaluate(() => {
    // A select shows its choice through a property; the HTML needs it as an attribute.
    for (const option of document.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
    // Nothing to type into or press until the app is live (it draws the page again).
    for (const control of document.querySelectorAll('#root input, #root button, #root select, #root textarea')) control.setAttribute('disabled', '');
    return {
      markup: document.getElementById('root').innerHTML,
      styles: [...document.head.querySelectorAll('style')].map((style) => style.textContent),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
  });
  await context.close();
  if (errors.length) throw new Error(`${pagePath} failed in ${language}: ${errors.join('; ')}`);
  return drawn;
}

/** `text` with `pattern` replaced, which must be there (the template is minified: quotes may be gone). */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`prerender-pages: ${pattern} not found in index.html`);
  return text.replace(pattern, replacement);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** index.html with a page drawn in it: its language, the styles the app inserted (the template's own are already there). */
function drawnPage(template, { markup, styles, title, description }, language) {
  const inserted = styles.filter((css) => css && !template.includes(css.trim()));
  let html = replaceOnce(template, /<html lang="?[\w-]*"?/, `<html lang="${language}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
  html = replaceOnce(html, /<\/head>/, () => `<style data-prerendered>${inserted.join('\n')}</style></head>`);
  return replaceOnce(html, /<div id="?root"?><\/div>/, () => `<div id="root">${markup}</div>`);
}

async function prerenderPages(dist) {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    console.warn(`prerender-pages: no Chromium at ${executablePath}; the public pages are drawn by their scripts only`);
    return;
  }
  const { chromium } = require('playwright-core');
  const server = await serveDist(dist);
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    for (const page of PAGES) {
      for (const language of LANGUAGES) {
        const html = drawnPage(template, await renderPage(browser, base, page, language), language);
        const file = path.join(dist, `${page.name}.${language}.html`);
        fs.writeFileSync(file, html);
        console.log(`prerender-pages: ${path.basename(file)} ${(zlib.brotliCompressSync(html).length / 1024).toFixed(1)} KB compressed`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

module.exports = { drawnPage, PAGES };

if (require.main === module) {
  prerenderPages(path.resolve(process.argv[2] ?? 'dist')).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
