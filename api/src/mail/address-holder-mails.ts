import type { Language } from '@agrocadena/contracts';
import { escapeHtml, mailHtml, mailText } from './html';
import type { MailMessage } from './rfc822';

// The mails to an address that already has an account when someone else tries to use it. The
// asker is answered as if the address were free, so these are the only place that says it is not:
// to its holder, who may be that asker and need a way back into the account.

interface SignUpAttempt {
  subject: string;
  intro: string;
  login: string;
  reset: string;
  outro: string;
}

const signUpAttempt: Record<Language, SignUpAttempt> = {
  es: {
    subject: 'Alguien intentó registrarse en AgroCadena con su correo',
    intro:
      'Hola {name}, alguien intentó crear una cuenta nueva de AgroCadena con este correo. Este correo ya tiene una cuenta, la suya: no se creó ninguna otra y en la suya nada cambió.',
    login: 'Si fue usted, inicie sesión con su cuenta:',
    reset: 'Si olvidó su contraseña, elija una nueva con este enlace (vence en 60 minutos y sirve una sola vez):',
    outro: 'Si no fue usted, ignore este mensaje.',
  },
  en: {
    subject: 'Someone tried to sign up to AgroCadena with your email',
    intro:
      'Hello {name}, someone tried to create a new AgroCadena account with this email. This email already has an account, yours: no other was created and nothing changed in yours.',
    login: 'If it was you, log in to your account:',
    reset: 'If you forgot your password, choose a new one with this link (it expires in 60 minutes and works once):',
    outro: 'If it was not you, ignore this message.',
  },
};

interface AddressAskedFor {
  subject: string;
  intro: string;
  login: string;
  outro: string;
}

const addressAskedFor: Record<Language, AddressAskedFor> = {
  es: {
    subject: 'Pidieron usar su correo en otra cuenta de AgroCadena',
    intro:
      'Hola {name}, alguien pidió que este correo sea el de otra cuenta de AgroCadena. Este correo ya pertenece a una cuenta, la suya, así que nada cambió: sigue siendo el de su cuenta y la otra no puede tomarlo.',
    login: 'Si olvidó su contraseña, puede recuperarla desde la página de inicio de sesión:',
    outro: 'No tiene que hacer nada: puede ignorar este mensaje.',
  },
  en: {
    subject: 'Someone asked to use your email for another AgroCadena account',
    intro:
      "Hello {name}, someone asked for this email to become that of another AgroCadena account. This email already belongs to an account, yours, so nothing changed: it stays your account's email and the other account cannot take it.",
    login: 'If you forgot your password, you can recover it from the log-in page:',
    outro: 'There is nothing you need to do: you can ignore this message.',
  },
};

interface LabelledLink {
  label: string;
  url: string;
}

function render(to: string, subject: string, intro: string, links: LabelledLink[], outro: string): MailMessage {
  const text = mailText([intro, ...links.map(({ label, url }) => `${label}\n${url}`), outro]);
  const html = mailHtml([
    escapeHtml(intro),
    ...links.map(({ label, url }) => `${escapeHtml(label)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
    escapeHtml(outro),
  ]);
  return { to, subject, text, html };
}

/** Sign-up with an address that has an account: its owner may have forgotten it, or its password. */
export function signUpAttemptMail(lang: Language, to: string, name: string, publicUrl: string, resetToken: string): MailMessage {
  const t = signUpAttempt[lang];
  const reset = `${publicUrl}/reset-password/${resetToken}`;
  const links = [
    { label: t.login, url: `${publicUrl}/login` },
    { label: t.reset, url: reset },
  ];
  return { ...render(to, t.subject, t.intro.replace('{name}', name || to), links, t.outro), link: reset };
}

/** Another account asked for this address as its new email: no link to confirm, only the way back in. */
export function addressAskedForMail(lang: Language, to: string, name: string, publicUrl: string): MailMessage {
  const t = addressAskedFor[lang];
  return render(to, t.subject, t.intro.replace('{name}', name || to), [{ label: t.login, url: `${publicUrl}/login` }], t.outro);
}
