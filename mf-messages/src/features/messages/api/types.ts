/** What a message may carry besides its text (messages.attachment): a file in `message-attachments`. */
export interface Attachment {
  path: string;
  name: string;
  type: string;
  size: number;
  width?: number | null;
  height?: number | null;
}

/** One row of `public.my_conversations`: the caller's side of a conversation. */
export interface ConversationSummary {
  id: string;
  /** The caller's side of it. */
  role: 'customer' | 'provider';
  provider_id: string;
  customer_id: string;
  /** The other party's display name (the business for a customer, the customer for a provider). */
  other_name: string | null;
  other_avatar_url?: string | null;
  booking_id: string | null;
  tracking_code: string | null;
  booking_status: string | null;
  last_at: string | null;
  last_message_id?: string | null;
  last_sender_id?: string | null;
  last_body: string | null;
  last_masked?: boolean | null;
  last_has_attachment?: boolean | null;
  last_read_at?: string | null;
  unread: number;
  /** A confirmed booking lifted masking for this conversation. */
  unmasked?: boolean | null;
  blocked_by_me?: boolean | null;
  blocked_by_them?: boolean | null;
}

/** One message as stored (masked on insert where the rules say so). */
export interface Message {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
  client_id?: string | null;
  /** Set when the database masked contact details in the body (no confirmed booking yet). */
  masked?: boolean | null;
  attachment?: Attachment | null;
}
