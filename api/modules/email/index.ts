/**
 * What other modules may use of the email module (a lint rule keeps them to this file): the
 * website's contact form delivers its enquiries to the staff inbox; the search across everything
 * (api/modules/search) finds the staff mailbox's mails.
 */
export { operationsMailbox } from './mailbox';
export { emailService, searchMails, type EmailService } from './service';
export { mailText } from './html';
