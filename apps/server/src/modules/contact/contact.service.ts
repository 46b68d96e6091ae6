import type { ContactDetails, ContactTopic } from '@cardgenius/core/contract';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface ContactMessageInput {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  details?: ContactDetails | undefined;
}

/** Keeps a contact form message for the team to answer by email. */
export async function saveContactMessage(options: {
  db: Database;
  message: ContactMessageInput;
  requestId: string;
}): Promise<void> {
  const { name, email, topic, message, details } = options.message;
  await options.db.insert(contactMessages).values({
    name,
    email,
    topic,
    message,
    details: details ?? {},
    requestId: options.requestId,
  });
}
