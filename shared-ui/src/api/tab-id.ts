const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * This browser tab's own name, made once when the suite loads in it (a reload makes another; a
 * copy in sessionStorage would pass to a duplicated tab). Its writes send it (X-Live-Client) and
 * its live stream names it, so the stream leaves out the changes the tab made itself.
 * crypto.randomUUID is missing from older phones' browsers and from pages not served over HTTPS:
 * 16 random bytes in hex stand in for it there.
 */
export const TAB_ID: string = crypto.randomUUID?.() ?? hex(crypto.getRandomValues(new Uint8Array(16)));
