import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the tokens of mailed links and keeps the rest', () => {
    expect(redactUrl('/api/verifyToken?token=abc123&x=1')).toBe('/api/verifyToken?token=[redacted]&x=1');
    expect(redactUrl('/verified/abc123')).toBe('/verified/[redacted]');
    expect(redactUrl('/reset-password/abc-123_x?lang=en')).toBe('/reset-password/[redacted]?lang=en');
    expect(redactUrl('/confirm-email/abc123')).toBe('/confirm-email/[redacted]');
    expect(redactUrl('/api/files/users/u1/photo-ab.webp?exp=1795428000&sig=Zx_9-a')).toBe(
      '/api/files/users/u1/photo-ab.webp?exp=1795428000&sig=[redacted]',
    );
    expect(redactUrl('/api/products/42?skip=0')).toBe('/api/products/42?skip=0');
  });
});
