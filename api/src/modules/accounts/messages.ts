import type { AuthErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const authMessages: Catalogue<AuthErrorCode | (typeof SUCCESS_CODES)['auth' | 'users'][number]> = {
  // Only when an email change is confirmed (by the owner of its link): sign-up and the profile never tell.
  EMAIL_TAKEN: {
    es: 'Ya existe una cuenta con ese correo electrónico.',
    en: 'An account with that email already exists.',
  },
  INVALID_CREDENTIALS: { es: 'Correo o contraseña incorrectos.', en: 'Wrong email or password.' },
  EMAIL_NOT_VERIFIED: {
    es: 'Su correo aún no está verificado. Abra el enlace que le enviamos por correo para activar la cuenta y luego inicie sesión.',
    en: 'Your email is not verified yet. Open the link we emailed you to activate your account, then log in.',
  },
  INVALID_TOKEN: {
    es: 'El enlace no es válido, ya fue usado o venció.',
    en: 'The link is not valid, was already used or has expired.',
  },
  EMAIL_MISMATCH: {
    es: 'Este no es el correo de la cuenta que pidió el enlace. Escriba el correo con el que solicitó recuperar la contraseña.',
    en: 'This is not the email of the account that asked for the link. Type the email you used to request the password recovery.',
  },
  MAIL_UNAVAILABLE: {
    es: 'No pudimos enviar el correo. Inténtelo de nuevo más tarde.',
    en: 'We could not send the email. Please try again later.',
  },
  // Also the answer for an address that already has an account: it must not say an account was made.
  SIGNED_UP: {
    es: 'Revise su correo: le enviamos un mensaje con el siguiente paso.',
    en: 'Check your email: we sent you a message with the next step.',
  },
  EMAIL_VERIFIED: { es: 'Su correo fue verificado. Ya puede iniciar sesión.', en: 'Your email was verified. You can log in now.' },
  EMAIL_CHANGED: { es: 'Listo: este es ahora el correo de su cuenta.', en: 'Done: this is now the email of your account.' },
  LOGGED_IN: { es: 'Bienvenido.', en: 'Welcome.' },
  LOGGED_OUT: { es: 'Sesión cerrada.', en: 'Logged out.' },
  RECOVERY_SENT: {
    es: 'Si existe una cuenta con ese correo, le enviamos un enlace para recuperar la contraseña.',
    en: 'If an account exists for that email, we sent it a link to recover the password.',
  },
  PASSWORD_RESTORED: {
    es: 'Su contraseña fue restablecida. Inicie sesión con la nueva contraseña.',
    en: 'Your password was reset. Log in with the new password.',
  },
  PASSWORD_CHANGED: {
    es: 'Su contraseña fue cambiada. Inicie sesión de nuevo.',
    en: 'Your password was changed. Please log in again.',
  },
  USER_UPDATED: { es: 'Perfil actualizado.', en: 'Profile updated.' },
};
