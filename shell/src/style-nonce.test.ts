import { stampStyleNonces } from './style-nonce';

describe('stampStyleNonces', () => {
  const original = { appendChild: Node.prototype.appendChild, insertBefore: Node.prototype.insertBefore };
  afterEach(() => {
    Object.assign(Node.prototype, original);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("stamps the page's nonce on each <style> element script inserts (an SVG's too), never on parsed markup", () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="N0nce">';
    stampStyleNonces(document);
    const style = document.createElement('style');
    document.head.appendChild(style);
    // As React builds an icon: element by element.
    const svg = 'http://www.w3.org/2000/svg';
    const defs = document.createElementNS(svg, 'defs');
    const svgStyle = document.createElementNS(svg, 'style');
    defs.insertBefore(svgStyle, null);
    const injected = document.createElement('div');
    injected.innerHTML = '<style>body{}</style>';
    document.body.appendChild(injected);
    expect(style.getAttribute('nonce')).toBe('N0nce');
    expect(svgStyle.getAttribute('nonce')).toBe('N0nce');
    expect(injected.querySelector('style')!.hasAttribute('nonce')).toBe(false);
  });

  it('does nothing on a page without a nonce (the dev servers)', () => {
    stampStyleNonces(document);
    expect(Node.prototype.appendChild).toBe(original.appendChild);
  });
});
