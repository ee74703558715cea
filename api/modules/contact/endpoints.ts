import { endpoint } from '../../contract/endpoint';
import { contactReply, sendContactMessageBody } from './contract';
import { contactPaths } from './paths';

/**
 * The website's contact form (the rules are in ./contract.ts): public, no account, at most 5
 * messages a minute from one address (every try counts, so the count runs before the body is
 * read).
 */
export const sendContactMessage = endpoint({
  method: 'POST',
  path: contactPaths.send,
  summary: "Send a message of the website's contact form to the staff inbox",
  access: 'anyone',
  body: sendContactMessageBody,
  reply: contactReply,
  status: 201,
  errors: { 429: ['tooManyAttempts'] },
});
