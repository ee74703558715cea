/**
 * What other modules may use of the email module (a lint rule keeps them to this file): the
 * website's contact form delivers its enquiries to the staff inbox.
 */
export { operationsMailbox } from './mailbox';
export { emailService, type EmailService } from './service';
