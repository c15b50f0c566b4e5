import { Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { LuCalendarDays, LuExternalLink, LuMail, LuMusic, LuNewspaper, LuPlus, LuTicket, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { roleMay } from '@domain/access';
import { AdminDashboardDocument } from '../gql/graphql';
import { useAuth } from '../../auth';
import { buildActivityFeed, formatPercentChange, type ActivityType } from './activity';
import { VisitsChart } from './VisitsChart';
import { SectionCard } from '../common/SectionCard';

/** Fixed text, shown as is: not loaded from the server. */
export const TICKETS_SOLD = 1847;

const activityIcon: Record<ActivityType, ReactNode> = {
  contact: <LuMail aria-hidden />,
  news: <LuNewspaper aria-hidden />,
  band: <LuMusic aria-hidden />,
};

function StatCard({ label, value, help, icon }: { label: string; value: ReactNode; help: ReactNode; icon: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body position="relative">
        <Box position="absolute" top="5" right="5" color="blood.fg" fontSize="xl" aria-hidden>
          {icon}
        </Box>
        <Stack gap="1">
          <Text fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {value}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const formatWhen = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
};

/**
 * /admin: stats, recent activity, quick actions and visits per day. Its four loads (the newest
 * contacts and articles with their counts, bands, visitor stats) are one GraphQL operation; any
 * failure empties the activity list.
 */
export function Dashboard() {
  const { user } = useAuth();
  const inbox = roleMay(user?.role, 'readInbox');
  const visits = roleMay(user?.role, 'readVisits');
  const { data, loading, error } = useQuery(AdminDashboardDocument, { variables: { inbox, visits }, fetchPolicy: 'network-only' });
  const ok = !error && data;
  const activities = ok
    ? buildActivityFeed({ contacts: data.contactInbox?.messages, news: data.newsPage.items, bands: data.bands })
    : [];
  const stats = ok ? (data.visitorStats ?? null) : null;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontFamily="heading" letterSpacing="wide" textTransform="uppercase">
          Dashboard
        </Heading>
        <Text color="fg.muted">Welcome to the Metal Gates admin panel. Here&apos;s what&apos;s happening with the festival.</Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {visits && (
          <StatCard
            label="Total Visitors"
            icon={<LuUsers aria-hidden />}
            value={loading ? '…' : String(stats?.totalVisitors ?? 0)}
            help={`${formatPercentChange(stats?.percentageChange ?? 0)} from last month`}
          />
        )}
        {inbox && (
          <StatCard
            label="Contact Messages"
            icon={<LuMail aria-hidden />}
            value={loading ? '…' : String(data?.contactInbox?.total ?? 0)}
            help="Messages received"
          />
        )}
        <StatCard label="Tickets Sold" icon={<LuTicket aria-hidden />} value={String(TICKETS_SOLD)} help="+8% from last week" />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
        <SectionCard title="Recent Activity" gridColumn={{ xl: 'span 2' }}>
          {loading ? (
            <Text color="fg.muted">Loading activities...</Text>
          ) : activities.length === 0 ? (
            <Text color="fg.muted">No recent activity.</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent activity">
              {activities.map((a) => (
                <HStack as="li" key={a.id} align="flex-start" gap="3" data-testid="activity-item">
                  <Box mt="1" color="blood.fg">
                    {activityIcon[a.type]}
                  </Box>
                  <Stack gap="0" minW="0">
                    {a.href ? (
                      <Link asChild lineClamp={2} color="fg" textDecoration="underline" textDecorationColor="border">
                        <RouterLink to={a.href}>{a.text}</RouterLink>
                      </Link>
                    ) : (
                      <Text lineClamp={2}>{a.text}</Text>
                    )}
                    <Text fontSize="xs" color="fg.muted">
                      {formatWhen(a.date)}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          )}
        </SectionCard>

        <SectionCard title="Quick Actions">
          <Stack gap="3">
            <Button asChild colorPalette="blood" justifyContent="flex-start">
              <RouterLink to="/admin/lineup">
                <LuPlus aria-hidden /> Add New Band
              </RouterLink>
            </Button>
            <Button asChild variant="outline" justifyContent="flex-start">
              <RouterLink to="/admin/news">
                <LuNewspaper aria-hidden /> Create News Article
              </RouterLink>
            </Button>
            <Button asChild variant="outline" justifyContent="flex-start">
              <RouterLink to="/">
                <LuExternalLink aria-hidden /> View Live Site
              </RouterLink>
            </Button>
          </Stack>
        </SectionCard>
      </SimpleGrid>

      {visits && (
        <SectionCard title="Visits, last 30 days" icon={<LuCalendarDays aria-hidden />}>
          {loading ? (
            <Text color="fg.muted">Loading...</Text>
          ) : stats && stats.daily.length > 0 ? (
            <VisitsChart daily={stats.daily} />
          ) : (
            <Text color="fg.muted">No visit data.</Text>
          )}
        </SectionCard>
      )}
    </Stack>
  );
}
