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
  provider_id: string;
  customer_id: string;
  /** The other party's display name (the business for a customer, the customer for a provider). */
  other_name: string | null;
  booking_id: string | null;
  tracking_code: string | null;
  booking_status: string | null;
  last_message_body: string | null;
  last_message_at: string | null;
  unread_count: number;
  /** True when the caller is the provider of this conversation. */
  i_am_provider?: boolean | null;
  blocked_by_me?: boolean | null;
  blocked_me?: boolean | null;
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
