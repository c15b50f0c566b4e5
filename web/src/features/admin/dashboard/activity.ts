/** An activity feed item, built on the client from the dashboard's one query. */
export type ActivityType = 'contact' | 'news' | 'band';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** ISO instant: contact and band from createdAt, news from publishedAt. */
  date: string;
  text: string;
  /** Where the item opens in the back office (a message: the inbox with it open). */
  href?: string;
}

export interface ActivitySources {
  contacts?: readonly { _id: string; name: string; subject: string; createdAt: string }[] | null;
  news?: readonly { _id: string; title: string; publishedAt: string }[] | null;
  bands?: readonly { _id: string; name: string; createdAt: string }[] | null;
}

export const ACTIVITY_LIMIT = 5;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

/** Every contact, article and band as an activity, newest first, the first `limit` (5). */
export function buildActivityFeed({ contacts, news, bands }: ActivitySources, limit = ACTIVITY_LIMIT): ActivityItem[] {
  const items: ActivityItem[] = [
    ...(contacts ?? []).map((c) => ({
      id: `contact-${c._id}`,
      type: 'contact' as const,
      date: c.createdAt,
      text: `New message from ${c.name}: "${c.subject}"`,
      href: `/admin/inbox?message=${encodeURIComponent(c._id)}`,
    })),
    ...(news ?? []).map((n) => ({
      id: `news-${n._id}`,
      type: 'news' as const,
      date: n.publishedAt,
      text: `News article published: "${n.title}"`,
    })),
    ...(bands ?? []).map((b) => ({
      id: `band-${b._id}`,
      type: 'band' as const,
      date: b.createdAt,
      text: `New band added to lineup: ${b.name}`,
    })),
  ];
  return items.sort((a, b) => time(b.date) - time(a.date)).slice(0, limit);
}

/** '+12.5%' / '+0%' / '-3%'. */
export function formatPercentChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded >= 0 ? '+' : ''}${rounded}%`;
}
