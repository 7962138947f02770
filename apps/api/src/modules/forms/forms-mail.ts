import type { MailMessage } from '../../integrations/mail/mail.ts';

// The mail the store receives for a submission or a trade enquiry: plain text, plus an HTML part in
// which every label and value is escaped (a shopper's `<img onerror>` arrives as text, never markup).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export interface MailRow {
  label: string;
  value: string;
}

/** One line per field in the text; a two-column table in the HTML. */
export function composeStoreMail(to: string, subject: string, intro: string, rows: MailRow[]): MailMessage {
  const text = [intro, '', ...rows.map((r) => `${r.label}: ${r.value.includes('\n') ? `\n${r.value}` : r.value || '-'}`)].join('\n');
  const cells = rows
    .map((r) => `<tr><th align="left" valign="top">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value || '-').replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  const html = `<p>${escapeHtml(intro)}</p><table cellpadding="4">${cells}</table>`;
  return { to, subject, text, html };
}
