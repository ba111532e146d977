import type { OutgoingMail } from '../ports/mailer.port';
import { DEFAULT_IMAGE_SIZE } from '../generation/image-options';
import type { MailLanguage } from './mail-language';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** The query parameter of /reset-password that carries the reset token. */
export const PASSWORD_RESET_TOKEN_PARAM = 'token';

/** `path` under the public URL (with or without its trailing slash). */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export function passwordResetLink(publicUrl: string, token: string): string {
  return publicLink(
    publicUrl,
    `/reset-password?${PASSWORD_RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`,
  );
}

const RESET = {
  en: {
    subject: 'Reset your Lumen Studio password',
    text: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your Lumen Studio account. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nThe link works once. Completing the reset signs you out everywhere and revokes your API tokens (make new ones afterwards if you need them). If you did not ask, ignore this mail: your password stays as it is.\n`,
  },
  es: {
    subject: 'Restablece tu contraseña de Lumen Studio',
    text: (name: string, link: string) =>
      `Hola, ${name}:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Lumen Studio. Abre este enlace en los próximos 30 minutos para elegir una nueva:\n\n${link}\n\nEl enlace funciona una sola vez. Completar el restablecimiento cierra todas tus sesiones y revoca tus tokens de API (crea otros después si los necesitas). Si no lo pediste, ignora este correo: tu contraseña no cambia.\n`,
  },
} as const;

/** The image the balance cannot buy, written as the in-app banner writes it (1024×1024). */
const DEFAULT_SIZE = DEFAULT_IMAGE_SIZE.replace('x', '×');

/** Worded as the in-app low-balance banner (lowBalance.message in the web catalogues). */
const LOW_BALANCE = {
  en: {
    subject: 'Your Lumen Studio credits are running low',
    text: (name: string, balance: number, cost: number, link: string) =>
      `Hello ${name},\n\nYour balance is ${balance} ${balance === 1 ? 'credit' : 'credits'}: not enough for a ${DEFAULT_SIZE} image (${cost} credits). Top up to keep creating:\n\n${link}\n\nWe send this notice at most once a day.\n`,
  },
  es: {
    subject: 'Te quedan pocos créditos en Lumen Studio',
    text: (name: string, balance: number, cost: number, link: string) =>
      `Hola, ${name}:\n\nTu saldo es de ${balance} ${balance === 1 ? 'crédito' : 'créditos'}: no alcanza para una imagen de ${DEFAULT_SIZE} (${cost} créditos). Recarga para seguir creando:\n\n${link}\n\nEnviamos este aviso como mucho una vez al día.\n`,
  },
} as const;

export function passwordResetMail(input: {
  to: string;
  name: string;
  language: MailLanguage;
  link: string;
}): OutgoingMail {
  const copy = RESET[input.language];
  return {
    to: input.to,
    subject: copy.subject,
    text: copy.text(input.name, input.link),
    language: input.language,
    link: input.link,
  };
}

export function lowBalanceMail(input: {
  to: string;
  name: string;
  language: MailLanguage;
  balance: number;
  cost: number;
  link: string;
}): OutgoingMail {
  const copy = LOW_BALANCE[input.language];
  return {
    to: input.to,
    subject: copy.subject,
    text: copy.text(input.name, input.balance, input.cost, input.link),
    language: input.language,
    link: input.link,
  };
}
