/**
 * The contact form without JavaScript (docs/decisions/0069-public-pages-as-islands.md): the form
 * posts `application/x-www-form-urlencoded` to its own page's address, the server sends it to
 * POST /api/contact in-process (the same rules, store and rate limit as the island's send), and
 * answers the prerendered page filled in: the confirmation, or the visitor's values with each
 * message next to its field, in the page's language. The page carries what is filled in: the
 * places app/features/site/components/contact-form.tsx marks (ids, templates, `data-messages`).
 */
import {
  contactFields,
  emptyContact,
  messageText,
  trimmedContact,
  type ContactField,
  type ContactMessages,
  type ContactValues,
  type FieldError,
} from '../api/modules/contact/contract-rules';

export type ContactPageState =
  | { kind: 'sent'; email: string }
  | {
      kind: 'refused';
      values: ContactValues;
      errors: Partial<Record<ContactField, FieldError>>;
    }
  | { kind: 'failed' | 'rate-limited'; values: ContactValues };

const formPattern = /<form\b[^>]*\bdata-island="contact-form"[^>]*>[\s\S]*?<\/form>/;

/** Whether a prerendered page has the contact form. */
export const hasContactForm = (html: string) => formPattern.test(html);

/** The form's values out of a parsed form body: strings only, anything else empty. */
export function contactValuesOf(body: Record<string, unknown>): ContactValues {
  const values: ContactValues = { ...emptyContact };
  for (const field of Object.keys(values) as (keyof ContactValues)[]) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The JSON body the form's values make for POST /api/contact (what the island sends). */
export const contactJson = (values: ContactValues) => JSON.stringify(trimmedContact(values));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeAttribute(value: string) {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decodeAttribute(found[1]) : undefined;
};

/** The tag with the attributes set (a null value: removed). */
function setAttributes(tag: string, attributes: Record<string, string | null>) {
  let result = tag;
  for (const name of Object.keys(attributes)) {
    result = result.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>])`, 'g'), '');
  }
  const added = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return result.replace(/\s*\/?>$/, (end) => `${added}${end}`);
}

/** The form's markup with a value and a message (or none) at the field. */
function fillField(form: string, field: keyof ContactValues, value: string, message?: string) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const aria = (tag: string): Record<string, string | null> => {
    const described = (attribute(tag, 'aria-describedby') ?? '')
      .split(/\s+/)
      .filter((name) => name && name !== errorId);
    if (message) described.push(errorId);
    return {
      'aria-invalid': message ? 'true' : null,
      'aria-describedby': described.length ? described.join(' ') : null,
    };
  };
  let result = form;
  const input = new RegExp(`<input\\b[^>]*\\bid="${id}"[^>]*>`);
  const textarea = new RegExp(`(<textarea\\b[^>]*\\bid="${id}"[^>]*>)[\\s\\S]*?(</textarea>)`);
  const select = new RegExp(`(<select\\b[^>]*\\bid="${id}"[^>]*>)([\\s\\S]*?)(</select>)`);
  if (input.test(result)) {
    result = result.replace(input, (tag) => setAttributes(tag, { value, ...aria(tag) }));
  } else if (textarea.test(result)) {
    // the parser drops one newline right after <textarea>: the value's own first one stays
    result = result.replace(
      textarea,
      (_, open: string, close: string) =>
        `${setAttributes(open, aria(open))}\n${escapeHtml(value)}${close}`,
    );
  } else if (select.test(result)) {
    result = result.replace(select, (_, open: string, options: string, close: string) => {
      const chosen = options
        .replace(/\sselected(="[^"]*")?/g, '')
        .replace(/<option\b[^>]*>/g, (tag) =>
          attribute(tag, 'value') === value ? setAttributes(tag, { selected: '' }) : tag,
        );
      return `${setAttributes(open, aria(open))}${chosen}${close}`;
    });
  }
  const note = new RegExp(`<p\\b[^>]*\\bid="${errorId}"[^>]*>[\\s\\S]*?</p>`);
  return result.replace(note, (whole) => {
    const open = /^<p\b[^>]*>/.exec(whole)![0];
    return message
      ? `${setAttributes(open, { hidden: null })}${escapeHtml(message)}</p>`
      : `${setAttributes(open, { hidden: '' })}</p>`;
  });
}

/** The content of the form's notice template `kind`. */
function templateOf(form: string, kind: 'failure' | 'success') {
  return new RegExp(
    `<template\\b[^>]*\\bdata-contact-notice="${kind}"[^>]*>([\\s\\S]*?)</template>`,
  ).exec(form)?.[1];
}

/**
 * The prerendered contact page as the answer to a send without JavaScript; the page unchanged
 * when it has no contact form.
 */
export function fillContactPage(html: string, state: ContactPageState): string {
  const found = formPattern.exec(html);
  if (!found) return html;
  let form = found[0];
  if (state.kind === 'sent') {
    const notice = (templateOf(form, 'success') ?? '').replace(
      /(<p\b[^>]*\bdata-text="([^"]*)"[^>]*>)[\s\S]*?(<\/p>)/,
      (_, open: string, text: string, close: string) =>
        `${open}${escapeHtml(decodeAttribute(text).replace('{{email}}', state.email))}${close}`,
    );
    return html.replace(formPattern, () => notice);
  }
  let messages: ContactMessages = {};
  try {
    messages = JSON.parse(attribute(/^<form\b[^>]*>/.exec(form)![0], 'data-messages') ?? '{}');
  } catch {
    // a page without its messages: each shows its key (messageText)
  }
  for (const field of [...contactFields, 'website'] as const) {
    const error = state.kind === 'refused' && field !== 'website' ? state.errors[field] : undefined;
    form = fillField(form, field, state.values[field], error && messageText(messages, error));
  }
  if (state.kind !== 'refused') {
    const other = state.kind === 'failed' ? 'rate-limited' : 'failed';
    const notice = (templateOf(form, 'failure') ?? '').replace(
      new RegExp(`<p\\b[^>]*\\bdata-reason="${other}"[^>]*>[\\s\\S]*?</p>`),
      '',
    );
    // after the templates, first in the form, where the island puts it
    form = form.replace(/(<\/template>)(?![\s\S]*<\/template>)/, (end) => `${end}${notice}`);
  }
  return html.replace(formPattern, () => form);
}
