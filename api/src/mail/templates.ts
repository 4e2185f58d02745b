import type { Language } from '@agrocadena/contracts';
import { escapeHtml, mailHtml, mailText } from './html';
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

const emailChange: Record<Language, Template> = {
  es: {
    subject: 'Confirme su nuevo correo en AgroCadena',
    intro: 'Hola {name}, pidió que este sea el correo de su cuenta de AgroCadena. Para confirmarlo abra este enlace:',
    action: 'Confirmar mi nuevo correo',
    outro:
      'El enlace vence en 24 horas y sirve una sola vez. Hasta entonces su cuenta sigue con el correo anterior. Si no lo pidió, ignore este mensaje.',
  },
  en: {
    subject: 'Confirm your new AgroCadena email',
    intro: 'Hello {name}, you asked for this to be the email of your AgroCadena account. To confirm it open this link:',
    action: 'Confirm my new email',
    outro:
      'The link expires in 24 hours and works once. Until then your account keeps its old email. If you did not ask for it, ignore this message.',
  },
};

const emailChangeNotice: Record<Language, { subject: string; body: string }> = {
  es: {
    subject: 'Pidieron cambiar el correo de su cuenta de AgroCadena',
    body: 'Hola {name}, alguien con acceso a su cuenta pidió cambiar su correo a {newEmail}. Nada cambia hasta que se abra el enlace enviado a esa dirección. Si no fue usted, cambie su contraseña ahora.',
  },
  en: {
    subject: 'A change of your AgroCadena email was requested',
    body: 'Hello {name}, someone with access to your account asked to change its email to {newEmail}. Nothing changes until the link sent to that address is opened. If it was not you, change your password now.',
  },
};

function render(t: Template, to: string, name: string, link: string): MailMessage {
  const intro = t.intro.replace('{name}', name || to);
  const text = mailText([intro, link, t.outro]);
  const html = mailHtml([escapeHtml(intro), `<a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a>`, escapeHtml(link), escapeHtml(t.outro)]);
  return { to, subject: t.subject, text, html, link };
}

export function verificationMail(lang: Language, to: string, name: string, publicUrl: string, token: string): MailMessage {
  return render(verification[lang], to, name, `${publicUrl}/verified/${token}`);
}

export function recoveryMail(lang: Language, to: string, name: string, publicUrl: string, token: string): MailMessage {
  return render(recovery[lang], to, name, `${publicUrl}/reset-password/${token}`);
}

/** To the new address: the link that makes it the account's email. */
export function emailChangeMail(lang: Language, to: string, name: string, publicUrl: string, token: string): MailMessage {
  return render(emailChange[lang], to, name, `${publicUrl}/confirm-email/${token}`);
}

/** To the old address: a change was asked for (no link: nothing to do when it was the owner). */
export function emailChangeNoticeMail(lang: Language, to: string, name: string, newEmail: string): MailMessage {
  const t = emailChangeNotice[lang];
  const text = t.body.replace('{name}', name || to).replace('{newEmail}', newEmail);
  return { to, subject: t.subject, text: mailText([text]), html: mailHtml([escapeHtml(text)]) };
}
