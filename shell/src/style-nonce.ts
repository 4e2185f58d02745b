/**
 * The page's Content-Security-Policy applies only the `<style>` elements that carry its nonce (the
 * server puts it in a meta tag). antd, the style loader and rc-component helpers insert theirs at
 * run time, and some give no way to pass a nonce (rc-util's scrollbar measure, the icon styles of
 * each remote's own icon package, the empty `<style>` React renders inside some icons' SVG): so
 * every `<style>` element this page's own scripts insert is stamped here, once, before any of them
 * runs. Markup parsed from a string (an injected `<style>` in HTML, even inside an element that is
 * inserted afterwards) is never stamped and stays refused.
 */
export function stampStyleNonces(doc: Document): void {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (!nonce) return;
  const stamp = (node: Node) => {
    // SVG's <style> is an SVGStyleElement: both kinds are named STYLE.
    if (node instanceof Element && node.localName === 'style' && !node.hasAttribute('nonce')) node.setAttribute('nonce', nonce);
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    stamp(node);
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    stamp(node);
    return insertBefore.call(this, node, child) as T;
  };
}
