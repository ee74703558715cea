/** The staff mailbox the email app shows: the sample mails belong to it, and the website's enquiries arrive in it. */
export const operationsMailbox = {
  email: 'operations@siamgateway.example',
  name: 'Siam Gateway Operations',
  img: '/images/avatars/avatar-01.svg',
};
