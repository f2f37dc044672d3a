/**
 * How long the admin keeps visitors' messages and applications: the choices, in months (null:
 * forever). Shared by the form (its options and schema) and the server (its cutoff).
 */
export const INBOX_RETENTION_MONTHS = {
  "6m": 6,
  "1y": 12,
  "2y": 24,
  forever: null,
} as const;

export type InboxRetention = keyof typeof INBOX_RETENTION_MONTHS;

export const INBOX_RETENTION_CHOICES = Object.keys(INBOX_RETENTION_MONTHS) as [
  InboxRetention,
  ...InboxRetention[],
];
