// The public pages as the shell's build writes them (config/prerender-pages.js): the app's drawing
// placed in the built, minified index.html.
const { drawnPage } = require('../config/prerender-pages');

const TEMPLATE =
  '<!doctype html><html lang=es><head><meta name=description content="La cadena conectada"><title>AgroCadena</title><style>html,body{margin:0}</style>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

test('the drawing goes in the root, the styles the app inserted in the head, with the language, title and description it was drawn in', () => {
  const html = drawnPage(
    TEMPLATE,
    {
      markup: '<h1>From the field</h1><a href="/login">Log in $&</a>',
      styles: ['html,body{margin:0}', '.hero{color:green}', ''],
      title: 'From the field to your table · AgroCadena',
      description: 'Growers, plants & "carriers" of the region',
    },
    'en',
  );
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>From the field to your table · AgroCadena</title>');
  expect(html).toContain('<meta name="description" content="Growers, plants &amp; &quot;carriers&quot; of the region">');
  expect(html).not.toContain('La cadena conectada');
  expect(html).toContain('<div id="root"><h1>From the field</h1><a href="/login">Log in $&</a></div>');
  // The template's own style once; the app's own after it, before the scripts run.
  expect(html.match(/margin:0/g)).toHaveLength(1);
  expect(html).toContain('<style data-prerendered>.hero{color:green}</style></head>');
  expect(html).toContain('<script defer src=/main.js></script>');
});

test('a template it cannot place the drawing in fails the build, rather than writing the plain page again', () => {
  expect(() =>
    drawnPage(TEMPLATE.replace('<div id=root></div>', '<main></main>'), { markup: '<h1/>', styles: [], title: 'x', description: 'y' }, 'es'),
  ).toThrow(/root/);
});
