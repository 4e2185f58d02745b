import type { Language } from '@agrocadena/contracts';
import type { MailMessage } from './rfc822';

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const verification: Record<Language, Template> = {
  es: {
    subject: 'Verifique su correo en AgroCadena',
    intro: 'Hola {name}, gracias por registrarse en AgroCadena. Para activar su cuenta abra este enlace:',
    action: 'Verificar mi correo',
    outro: 'El enlace vence en 72 horas. Si usted no creó esta cuenta, ignore este mensaje.',
  },
  en: {
    subject: 'Verify your email for AgroCadena',
    intro: 'Hello {name}, thank you for signing up to AgroCadena. To activate your account open this link:',
    action: 'Verify my email',
    outro: 'The link expires in 72 hours. If you did not create this account, ignore this message.',
  },
};

const recovery: Record<Language, Template> = {
  es: {
    subject: 'Recupere su contraseña de AgroCadena',
    intro: 'Hola {name}, recibimos una solicitud para restablecer su contraseña. Para elegir una nueva abra este enlace:',
    action: 'Restablecer mi contraseña',
    outro: 'El enlace vence en 60 minutos y sirve una sola vez. Si no lo pidió, ignore este mensaje: su contraseña no cambia.',
  },
  en: {
    subject: 'Recover your AgroCadena password',
    intro: 'Hello {name}, we received a request to reset your password. To choose a new one open this link:',
    action: 'Reset my password',
    outro: 'The link expires in 60 minutes and works once. If you did not ask for it, ignore this message: your password stays the same.',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function render(t: Template, to: string, name: string, link: string): MailMessage {
  const intro = t.intro.replace('{name}', name || to);
  const text = [intro, '', link, '', t.outro, '', '— AgroCadena'].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t.outro)}</p>`,
    '<p>— AgroCadena</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: t.subject, text, html, link };
}

export function verificationMail(lang: Language, to: string, name: string, publicUrl: string, token: string): MailMessage {
  return render(verification[lang], to, name, `${publicUrl}/verified/${token}`);
}

export function recoveryMail(lang: Language, to: string, name: string, publicUrl: string, token: string): MailMessage {
  return render(recovery[lang], to, name, `${publicUrl}/reset-password/${token}`);
}
