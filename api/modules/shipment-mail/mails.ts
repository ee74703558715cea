import { composeMail, type Mail } from '../../platform/mail';
import { MAIL_BRAND } from '../auth';
import type { CompanyMailLanguage } from '../companies/contract';
import type { ShipmentStatus } from '../shipments/contract';
import { formatTrackingNumber } from '../shipments/contract-tracking-number';

/**
 * The shipment status mails in the six languages of the site (docs/decisions/0075). The API does
 * not import app/, so the status names are a copy of app/locales/<lang>/shipments.json's
 * `status` (a test compares them). Nothing private: what the public tracking page shows (the
 * number, the route's places, the status, the dates), never the parties, the cargo or a note.
 */

type StatusName = ShipmentStatus | 'canceled';

interface Texts {
  /** `<html lang>` */
  tag: string;
  /** Intl's locale for the dates */
  locale: string;
  status: Record<StatusName, string>;
  copyHint: string;
  track: string;
  confirm: {
    subject: (number: string) => string;
    body: (number: string) => string[];
    action: string;
    after: string;
  };
  statusMail: {
    subject: (number: string, status: string) => string;
    body: (route: string, status: string, when: string) => string;
  };
  delayMail: {
    subject: (number: string, eta: string) => string;
    body: (route: string, eta: string) => string;
  };
  /** the estimated arrival's line */
  eta: (eta: string) => string;
  whyFollower: string;
  whyCompany: (company: string) => string;
  stop: (link: string) => string;
}

const texts: Record<CompanyMailLanguage, Texts> = {
  en: {
    tag: 'en',
    locale: 'en-GB',
    status: {
      booked: 'Booked',
      'picked-up': 'Picked up',
      'in-transit': 'In transit',
      'at-port': 'At port',
      'customs-hold': 'Customs hold',
      'customs-cleared': 'Customs cleared',
      'out-for-delivery': 'Out for delivery',
      delivered: 'Delivered',
      exception: 'Exception',
      canceled: 'Canceled',
    },
    copyHint: 'If the button does not work, copy this address into your browser:',
    track: 'Track the shipment',
    confirm: {
      subject: (n) => `Confirm: e-mail updates for shipment ${n}`,
      body: (n) => [
        'Hello,',
        `Someone, we hope you, asked ${MAIL_BRAND} to send e-mail updates about shipment ${n} to this address. Confirm with this link to receive them. It works once, for 48 hours.`,
      ],
      action: 'Confirm the updates',
      after: 'If it was not you, ignore this mail: nothing more will be sent to you.',
    },
    statusMail: {
      subject: (n, s) => `Shipment ${n}: ${s}`,
      body: (route, s, when) => `Shipment ${route} is now: ${s} (${when}).`,
    },
    delayMail: {
      subject: (n, eta) => `Shipment ${n}: new estimated arrival ${eta}`,
      body: (route, eta) => `The estimated arrival of shipment ${route} has moved to ${eta}.`,
    },
    eta: (eta) => `Estimated arrival: ${eta}.`,
    whyFollower: 'You receive this mail because you asked to follow this shipment.',
    whyCompany: (c) => `You receive this mail as a contact of ${c} at ${MAIL_BRAND}.`,
    stop: (link) => `To stop these mails: ${link}`,
  },
  th: {
    tag: 'th',
    locale: 'th-TH',
    status: {
      booked: 'จองแล้ว',
      'picked-up': 'รับสินค้าแล้ว',
      'in-transit': 'ระหว่างขนส่ง',
      'at-port': 'อยู่ที่ท่าเรือ',
      'customs-hold': 'ถูกกักที่ศุลกากร',
      'customs-cleared': 'ผ่านพิธีการศุลกากรแล้ว',
      'out-for-delivery': 'กำลังนำส่ง',
      delivered: 'ส่งถึงแล้ว',
      exception: 'มีปัญหา',
      canceled: 'ยกเลิกแล้ว',
    },
    copyHint: 'หากปุ่มใช้ไม่ได้ ให้คัดลอกที่อยู่นี้ไปวางในเบราว์เซอร์:',
    track: 'ติดตามการขนส่ง',
    confirm: {
      subject: (n) => `ยืนยัน: รับอัปเดตทางอีเมลของการขนส่ง ${n}`,
      body: (n) => [
        'สวัสดีค่ะ',
        `มีผู้ขอให้ ${MAIL_BRAND} ส่งอัปเดตทางอีเมลเกี่ยวกับการขนส่ง ${n} มายังที่อยู่นี้ (เราหวังว่าเป็นคุณ) โปรดยืนยันด้วยลิงก์นี้เพื่อเริ่มรับอัปเดต ลิงก์ใช้ได้ครั้งเดียวภายใน 48 ชั่วโมง`,
      ],
      action: 'ยืนยันการรับอัปเดต',
      after: 'หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ เราจะไม่ส่งอะไรถึงคุณอีก',
    },
    statusMail: {
      subject: (n, s) => `การขนส่ง ${n}: ${s}`,
      body: (route, s, when) => `การขนส่ง ${route} ขณะนี้: ${s} (${when})`,
    },
    delayMail: {
      subject: (n, eta) => `การขนส่ง ${n}: กำหนดถึงใหม่ ${eta}`,
      body: (route, eta) => `กำหนดถึงโดยประมาณของการขนส่ง ${route} เลื่อนเป็น ${eta}`,
    },
    eta: (eta) => `กำหนดถึงโดยประมาณ: ${eta}`,
    whyFollower: 'คุณได้รับอีเมลนี้เพราะคุณขอติดตามการขนส่งนี้',
    whyCompany: (c) => `คุณได้รับอีเมลนี้ในฐานะผู้ติดต่อของ ${c} ที่ ${MAIL_BRAND}`,
    stop: (link) => `หากไม่ต้องการรับอีเมลเหล่านี้อีก: ${link}`,
  },
  de: {
    tag: 'de',
    locale: 'de-DE',
    status: {
      booked: 'Gebucht',
      'picked-up': 'Abgeholt',
      'in-transit': 'Unterwegs',
      'at-port': 'Im Hafen',
      'customs-hold': 'Zollstopp',
      'customs-cleared': 'Verzollt',
      'out-for-delivery': 'In Zustellung',
      delivered: 'Zugestellt',
      exception: 'Störung',
      canceled: 'Storniert',
    },
    copyHint:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    track: 'Sendung verfolgen',
    confirm: {
      subject: (n) => `Bestätigen: E-Mail-Updates zur Sendung ${n}`,
      body: (n) => [
        'Guten Tag,',
        `jemand, hoffentlich Sie, hat ${MAIL_BRAND} gebeten, E-Mail-Updates zur Sendung ${n} an diese Adresse zu schicken. Bestätigen Sie mit diesem Link, um sie zu erhalten. Er funktioniert einmal, 48 Stunden lang.`,
      ],
      action: 'Updates bestätigen',
      after: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten nichts weiter.',
    },
    statusMail: {
      subject: (n, s) => `Sendung ${n}: ${s}`,
      body: (route, s, when) => `Die Sendung ${route} ist jetzt: ${s} (${when}).`,
    },
    delayMail: {
      subject: (n, eta) => `Sendung ${n}: neue voraussichtliche Ankunft ${eta}`,
      body: (route, eta) =>
        `Die voraussichtliche Ankunft der Sendung ${route} hat sich auf ${eta} verschoben.`,
    },
    eta: (eta) => `Voraussichtliche Ankunft: ${eta}.`,
    whyFollower: 'Sie erhalten diese E-Mail, weil Sie diese Sendung verfolgen möchten.',
    whyCompany: (c) => `Sie erhalten diese E-Mail als Kontakt von ${c} bei ${MAIL_BRAND}.`,
    stop: (link) => `Diese E-Mails abbestellen: ${link}`,
  },
  fr: {
    tag: 'fr',
    locale: 'fr-FR',
    status: {
      booked: 'Réservé',
      'picked-up': 'Enlevé',
      'in-transit': 'En transit',
      'at-port': 'Au port',
      'customs-hold': 'Retenu en douane',
      'customs-cleared': 'Dédouané',
      'out-for-delivery': 'En cours de livraison',
      delivered: 'Livré',
      exception: 'Incident',
      canceled: 'Annulé',
    },
    copyHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    track: 'Suivre l’envoi',
    confirm: {
      subject: (n) => `Confirmez : nouvelles par e-mail de l’envoi ${n}`,
      body: (n) => [
        'Bonjour,',
        `Quelqu’un, vous nous l’espérons, a demandé à ${MAIL_BRAND} d’envoyer à cette adresse des nouvelles par e-mail de l’envoi ${n}. Confirmez avec ce lien pour les recevoir. Il fonctionne une fois, pendant 48 heures.`,
      ],
      action: 'Confirmer les nouvelles',
      after: 'Si ce n’était pas vous, ignorez ce message : rien d’autre ne vous sera envoyé.',
    },
    statusMail: {
      subject: (n, s) => `Envoi ${n} : ${s}`,
      body: (route, s, when) => `L’envoi ${route} est maintenant : ${s} (${when}).`,
    },
    delayMail: {
      subject: (n, eta) => `Envoi ${n} : nouvelle arrivée prévue le ${eta}`,
      body: (route, eta) => `L’arrivée prévue de l’envoi ${route} a été repoussée au ${eta}.`,
    },
    eta: (eta) => `Arrivée prévue : ${eta}.`,
    whyFollower: 'Vous recevez ce message parce que vous avez demandé à suivre cet envoi.',
    whyCompany: (c) => `Vous recevez ce message en tant que contact de ${c} chez ${MAIL_BRAND}.`,
    stop: (link) => `Pour ne plus recevoir ces messages : ${link}`,
  },
  pt: {
    tag: 'pt',
    locale: 'pt-PT',
    status: {
      booked: 'Reservado',
      'picked-up': 'Coletado',
      'in-transit': 'Em trânsito',
      'at-port': 'No porto',
      'customs-hold': 'Retido na alfândega',
      'customs-cleared': 'Desembaraçado',
      'out-for-delivery': 'Saiu para entrega',
      delivered: 'Entregue',
      exception: 'Ocorrência',
      canceled: 'Cancelado',
    },
    copyHint: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    track: 'Seguir o envio',
    confirm: {
      subject: (n) => `Confirme: atualizações por e-mail do envio ${n}`,
      body: (n) => [
        'Olá,',
        `Alguém, esperamos que tenha sido você, pediu à ${MAIL_BRAND} que enviasse para este endereço atualizações por e-mail do envio ${n}. Confirme com este link para as receber. Funciona uma vez, durante 48 horas.`,
      ],
      action: 'Confirmar as atualizações',
      after: 'Se não foi você, ignore este e-mail: não lhe será enviado mais nada.',
    },
    statusMail: {
      subject: (n, s) => `Envio ${n}: ${s}`,
      body: (route, s, when) => `O envio ${route} está agora: ${s} (${when}).`,
    },
    delayMail: {
      subject: (n, eta) => `Envio ${n}: nova chegada prevista ${eta}`,
      body: (route, eta) => `A chegada prevista do envio ${route} passou para ${eta}.`,
    },
    eta: (eta) => `Chegada prevista: ${eta}.`,
    whyFollower: 'Recebe este e-mail porque pediu para seguir este envio.',
    whyCompany: (c) => `Recebe este e-mail como contacto de ${c} na ${MAIL_BRAND}.`,
    stop: (link) => `Para deixar de receber estes e-mails: ${link}`,
  },
  cn: {
    tag: 'zh-CN',
    locale: 'zh-CN',
    status: {
      booked: '已预订',
      'picked-up': '已揽收',
      'in-transit': '运输中',
      'at-port': '在港',
      'customs-hold': '海关扣留',
      'customs-cleared': '已清关',
      'out-for-delivery': '派送中',
      delivered: '已送达',
      exception: '异常',
      canceled: '已取消',
    },
    copyHint: '如果按钮无法使用，请将此地址复制到浏览器中：',
    track: '跟踪货件',
    confirm: {
      subject: (n) => `请确认：货件 ${n} 的电子邮件通知`,
      body: (n) => [
        '您好：',
        `有人（希望是您）请求 ${MAIL_BRAND} 将货件 ${n} 的电子邮件通知发送到此地址。请通过此链接确认以接收通知。链接仅可使用一次，48 小时内有效。`,
      ],
      action: '确认接收通知',
      after: '如果不是您本人，请忽略此邮件：我们不会再向您发送任何邮件。',
    },
    statusMail: {
      subject: (n, s) => `货件 ${n}：${s}`,
      body: (route, s, when) => `货件 ${route} 当前状态：${s}（${when}）。`,
    },
    delayMail: {
      subject: (n, eta) => `货件 ${n}：新的预计到达时间 ${eta}`,
      body: (route, eta) => `货件 ${route} 的预计到达时间已推迟至 ${eta}。`,
    },
    eta: (eta) => `预计到达：${eta}。`,
    whyFollower: '您收到此邮件是因为您请求跟踪此货件。',
    whyCompany: (c) => `您作为 ${c} 的联系人收到 ${MAIL_BRAND} 的此邮件。`,
    stop: (link) => `如需停止接收此类邮件：${link}`,
  },
};

/** the status names of each language, for the test that compares them with the app's */
export const mailStatusNames = Object.fromEntries(
  Object.entries(texts).map(([language, { status }]) => [language, status]),
) as Record<CompanyMailLanguage, Record<StatusName, string>>;

/** a time in the mail's language, in UTC, said so (a mail does not know the reader's zone) */
function formatWhen(iso: string, language: CompanyMailLanguage): string {
  const format = new Intl.DateTimeFormat(texts[language].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(new Date(iso))} UTC`;
}

/** a day in the mail's language (an arrival estimate) */
function formatDay(iso: string, language: CompanyMailLanguage): string {
  return new Intl.DateTimeFormat(texts[language].locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

export function confirmFollowMail({
  to,
  language,
  trackingNumber,
  link,
}: {
  to: string;
  language: CompanyMailLanguage;
  trackingNumber: string;
  link: string;
}): Mail {
  const t = texts[language];
  const number = formatTrackingNumber(trackingNumber);
  return composeMail({
    to,
    lang: t.tag,
    subject: t.confirm.subject(number),
    before: t.confirm.body(number),
    action: t.confirm.action,
    link,
    copyHint: t.copyHint,
    after: [t.confirm.after],
    signature: MAIL_BRAND,
  });
}

/** What a status mail says: the public view of the change. */
export interface ShipmentNoticeView {
  trackingNumber: string;
  origin: string;
  destination: string;
  /** a change of status: the new one (canceled for a cancellation); a delay: absent */
  status?: StatusName;
  /** when it happened (the event's time) */
  at: string;
  estimatedArrival: string;
}

export function shipmentNoticeMail({
  to,
  language,
  notice,
  trackLink,
  unsubscribeLink,
  unsubscribePost,
  company,
}: {
  to: string;
  language: CompanyMailLanguage;
  notice: ShipmentNoticeView;
  trackLink: string;
  /** the page that stops the mails (in the text), and the address that takes the one-click POST */
  unsubscribeLink: string;
  unsubscribePost: string;
  /** the reader's company, for a company's person; absent for a follower */
  company?: string;
}): Mail {
  const t = texts[language];
  const number = formatTrackingNumber(notice.trackingNumber);
  const route = `${number} (${notice.origin} → ${notice.destination})`;
  const eta = formatDay(notice.estimatedArrival, language);
  const [subject, first] = notice.status
    ? [
        t.statusMail.subject(number, t.status[notice.status]),
        t.statusMail.body(route, t.status[notice.status], formatWhen(notice.at, language)),
      ]
    : [t.delayMail.subject(number, eta), t.delayMail.body(route, eta)];
  return composeMail({
    to,
    lang: t.tag,
    subject,
    before: notice.status && notice.status !== 'canceled' ? [first, t.eta(eta)] : [first],
    action: t.track,
    link: trackLink,
    copyHint: t.copyHint,
    after: [company ? t.whyCompany(company) : t.whyFollower, t.stop(unsubscribeLink)],
    signature: MAIL_BRAND,
    headers: {
      'List-Unsubscribe': `<${unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
