import { composeRfc822 } from './rfc822';
import { recoveryMail, verificationMail } from './templates';

test('verification and recovery mails carry the link, in the user language', () => {
  const es = verificationMail('es', 'ana@example.co', 'Ana', 'https://agro.example', 'TOKEN_123');
  expect(es.link).toBe('https://agro.example/verified/TOKEN_123');
  expect(es.subject).toBe('Verifique su correo en AgroCadena');
  expect(es.text).toContain(es.link);
  expect(es.html).toContain(`href="${es.link}"`);
  const en = recoveryMail('en', 'ana@example.co', '', 'https://agro.example', 'TOK');
  expect(en.link).toBe('https://agro.example/reset-password/TOK');
  expect(en.text).toContain('Hello ana@example.co');
});

test('the RFC 822 text keeps the link on one line and encodes a non-ASCII subject', () => {
  const link = `https://agro.example/reset-password/${'x'.repeat(43)}`;
  const raw = composeRfc822({
    from: 'AgroCadena <no-reply@agrocadena.co>',
    to: 'a@b.co',
    subject: 'Recupera tu contraseña',
    text: `Hola\n${link}\n`,
    html: `<a href="${link}">x</a>`,
    link,
  });
  expect(raw).toMatch(/^From: AgroCadena <no-reply@agrocadena.co>\r\nTo: a@b.co\r\nSubject: =\?UTF-8\?B\?/);
  expect(raw.split('\r\n')).toContain(link);
  expect(raw).toContain('Content-Transfer-Encoding: 8bit');
  expect(raw).toContain('Content-Type: multipart/alternative; boundary="agrocadena-');
  expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
});
