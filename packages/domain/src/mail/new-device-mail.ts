import type { OutgoingMail } from '../ports/mailer.port';
import type { MailLanguage } from './mail-language';

const NEW_DEVICE = {
  en: {
    subject: 'New sign-in to your Lumen Studio account',
    unknown: 'an unknown device',
    on: 'on',
    text: (name: string, device: string, ip: string, when: string, link: string) =>
      `Hello ${name},\n\nYour Lumen Studio account was just signed in to from a device it had not been used on before:\n\n  ${device}\n  IP address: ${ip}\n  ${when}\n\nIf this was you, there is nothing to do. If not, sign that session out and change your password in Settings:\n\n${link}\n\nYou get this mail because you asked for new-device notices; turn them off in Settings.\n`,
  },
  es: {
    subject: 'Nuevo inicio de sesión en tu cuenta de Lumen Studio',
    unknown: 'un dispositivo desconocido',
    on: 'en',
    text: (name: string, device: string, ip: string, when: string, link: string) =>
      `Hola, ${name}:\n\nAcaban de iniciar sesión en tu cuenta de Lumen Studio desde un dispositivo que no se había usado antes:\n\n  ${device}\n  Dirección IP: ${ip}\n  ${when}\n\nSi fuiste tú, no tienes que hacer nada. Si no, cierra esa sesión y cambia tu contraseña en Ajustes:\n\n${link}\n\nRecibes este correo porque pediste avisos de dispositivos nuevos; puedes desactivarlos en Ajustes.\n`,
  },
} as const;

/** The mail a new-device sign-in sends to an account that asked for it. */
export function newDeviceMail(input: {
  to: string;
  name: string;
  language: MailLanguage;
  browser: string | null;
  os: string | null;
  ip: string | null;
  at: Date;
  link: string;
}): OutgoingMail {
  const copy = NEW_DEVICE[input.language];
  const device =
    input.browser && input.os
      ? `${input.browser} ${copy.on} ${input.os}`
      : (input.browser ?? input.os ?? copy.unknown);
  const when = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to: input.to,
    subject: copy.subject,
    text: copy.text(input.name, device, input.ip ?? '?', when, input.link),
    language: input.language,
    link: input.link,
  };
}
