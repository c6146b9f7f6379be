/**
 * How a citizen hears about their complaints: channels and the phone's verification (docs/adr/0152-hearing-back-by-sms.md):
 * `Messages.hearing`. A module of its own, outside `PublicMessages`, so that the client's first screen leaves it out:
 * only My Profile shows them, and they arrive with the deferred catalogue.
 */
export const HearingMessages = {
  phoneInvalid: 'Enter a valid Indian mobile number',
  codeSent: 'We sent a code by SMS. Enter it to verify your phone.',
  codeRequired: 'Enter the code we sent by SMS',
  wrongCode: 'That code is wrong or has expired',
  phoneVerified: 'Your phone number is verified.',
  smsNeedsVerifiedPhone: 'Verify your phone number before choosing SMS',
  whatsappNeedsLinkedNumber: 'Link a WhatsApp number before choosing WhatsApp',
  emailNeedsAddress: 'Your account has no email address',
  chooseOne: 'Choose at least one way to hear from us',
  channelsSaved: 'Your choice is saved.',
  saveFailed: 'Could not save your choice',
  sendFailed: 'Could not send the code',
  tooManyCodes: 'Too many codes sent. Try again in an hour.',
} as const;
