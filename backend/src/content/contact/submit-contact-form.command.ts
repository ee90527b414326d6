import type { ContactFormValue } from '@bestell/domain';

/** Store a checked contact-form submission and, in the same transaction, the shop's mail as an outbox row. */
export class SubmitContactFormCommand {
  constructor(readonly form: ContactFormValue) {}
}
