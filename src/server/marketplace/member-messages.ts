import type { NotificationToQueue } from '../notifications/service';

export type Member = { memberId: string; phone: string; email: string; notificationMethod: string };

/**
 * One message per channel the member chose (sms, email or both), each keyed so it is queued at most once
 * (`<key>:<member>:<channel>`, plus `:<round>` for the offers of a reopened job).
 */
export function messagesFor(
  member: Member,
  key: string,
  text: { subject: string; body: string },
  suffix = '',
): NotificationToQueue[] {
  const out: NotificationToQueue[] = [];
  if (member.notificationMethod !== 'email' && member.phone)
    out.push({
      channel: 'sms',
      recipient: member.phone,
      body: text.body,
      dedupeKey: `${key}:${member.memberId}:sms${suffix}`,
    });
  if (member.notificationMethod !== 'sms' && member.email)
    out.push({
      channel: 'email',
      recipient: member.email,
      subject: text.subject,
      body: text.body,
      dedupeKey: `${key}:${member.memberId}:email${suffix}`,
    });
  return out;
}
