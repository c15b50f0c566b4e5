import { Badge, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { LuActivity, LuCalendarClock, LuFileText, LuInbox, LuLayoutDashboard, LuLogOut, LuMenu, LuSettings, LuTrash2, LuUserCog, LuUsers } from 'react-icons/lu';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { roleMay, type Capability } from '@domain/access';
import { useAuth } from '../../auth';
import { LoadingBlock } from '../common/PageHeader';
import { UnsavedChangesProvider } from '../common/unsavedChanges';
import { NewMessagesCount } from './NewMessagesCount';
import { SessionEndedDialog } from './SessionEndedDialog';
import { useSessionWatch } from './sessionWatch';
import { COLLECTION_SCREENS } from '../generated/screens';

export type ContentLanguage = 'en' | 'ro';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Highlighted on the exact path only (the dashboard). */
  end?: boolean;
  /** Shown only to roles with this capability (domain/access.ts). */
  capability: Capability;
  /** Its place in the menu: the collections' screens (their `admin.order` in domain/) sit between these. */
  order: number;
}

/** The screens that are not a collection's; each collection's entry comes from the registry (generated/screens.ts). */
const OTHER_SCREENS: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LuLayoutDashboard, end: true, capability: 'backOffice', order: 0 },
  { to: '/admin/pages', label: 'Page Content', icon: LuFileText, capability: 'manageContent', order: 30 },
  { to: '/admin/releases', label: 'Releases', icon: LuCalendarClock, capability: 'manageContent', order: 55 },
  { to: '/admin/inbox', label: 'Inbox', icon: LuInbox, capability: 'readInbox', order: 60 },
  { to: '/admin/settings', label: 'Settings', icon: LuSettings, capability: 'manageSettings', order: 70 },
  { to: '/admin/team', label: 'Team', icon: LuUsers, capability: 'manageTeam', order: 80 },
  { to: '/admin/trash', label: 'Trash', icon: LuTrash2, capability: 'manageContent', order: 82 },
  { to: '/admin/activity', label: 'Activity', icon: LuActivity, capability: 'readAudit', order: 84 },
  { to: '/admin/account', label: 'Account', icon: LuUserCog, capability: 'backOffice', order: 90 },
];

export const ADMIN_NAV: NavItem[] = [
  ...OTHER_SCREENS,
  ...COLLECTION_SCREENS.map(({ route, label, icon, capability, order }) => ({ to: `/admin/${route}`, label, icon, capability, order })),
].sort((a, b) => a.order - b.order);

const SIDEBAR_WIDTH = '260px';

/** The member's role as the sidebar and the phone's top bar show it: 'Admin', 'Editor'. */
export const roleLabel = (role: string | undefined) => (role ? role.charAt(0).toUpperCase() + role.slice(1) : '');

function Brand({ role }: { role: string }) {
  return (
    <HStack gap="3" justify="space-between">
      <Link asChild fontFamily="heading" fontSize="xl" letterSpacing="wider" textTransform="uppercase" whiteSpace="nowrap" color="fg" _hover={{ color: 'blood.fg', textDecoration: 'none' }}>
        <RouterLink to="/" aria-label="Metal Gates, go to the public site">
          Metal Gates
        </RouterLink>
      </Link>
      <Badge colorPalette="blood" variant="solid" size="md" data-testid="member-role">
        {role}
      </Badge>
    </HStack>
  );
}

function LanguageSwitcher({ value, onChange }: { value: ContentLanguage; onChange: (v: ContentLanguage) => void }) {
  return (
    <Stack gap="2">
      <Text id="content-language-label" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        Content Language
      </Text>
      <HStack gap="0" role="group" aria-labelledby="content-language-label" borderWidth="1px" borderColor="border" rounded="md" overflow="hidden">
        {(
          [
            ['en', 'EN', 'English'],
            ['ro', 'RO', 'Romanian'],
          ] as const
        ).map(([code, short, name]) => (
          <Button
            key={code}
            flex="1"
            size="sm"
            rounded="none"
            variant={value === code ? 'solid' : 'ghost'}
            colorPalette="blood"
            aria-pressed={value === code}
            title={name}
            onClick={() => onChange(code)}
          >
            {short}
            <VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  return (
    <Stack as="nav" aria-label="Admin" gap="1">
      {ADMIN_NAV.filter((item) => roleMay(user?.role, item.capability)).map(({ to, label, icon: Icon, end }) => (
        <Link
          key={to}
          asChild
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          // Tighter in the sidebar: all thirteen links fit a 1280×800 laptop's height (the drawer keeps the phone's bigger targets).
          py={{ base: '2.5', lg: '1.5' }}
          rounded="md"
          fontWeight="medium"
          color="fg.muted"
          textDecoration="none"
          _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current=page]': { bg: 'blood.solid', color: 'blood.contrast' } }}
        >
          <NavLink to={to} end={end} onClick={onNavigate}>
            <Icon aria-hidden />
            {label}
            {to === '/admin/inbox' && <NewMessagesCount />}
          </NavLink>
        </Link>
      ))}
    </Stack>
  );
}

function SidebarContent({
  language,
  onLanguageChange,
  onNavigate,
  onLogout,
  email,
}: {
  language: ContentLanguage;
  onLanguageChange: (v: ContentLanguage) => void;
  onNavigate?: () => void;
  onLogout: () => void;
  email?: string;
}) {
  const { user } = useAuth();
  return (
    <Flex direction="column" h="full" gap={{ base: '6', lg: '4' }}>
      <Brand role={roleLabel(user?.role)} />
      <LanguageSwitcher value={language} onChange={onLanguageChange} />
      <Box flex="1" overflowY="auto">
        <NavLinks onNavigate={onNavigate} />
      </Box>
      <Stack gap="2">
        {email && (
          <Text fontSize="xs" color="fg.muted" truncate title={email}>
            {email}
          </Text>
        )}
        <Button variant="outline" onClick={onLogout} justifyContent="flex-start">
          <LuLogOut aria-hidden /> Logout
        </Button>
      </Stack>
    </Flex>
  );
}

/**
 * The admin shell: a left sidebar the page's full height (public-site link, the member's role, content-language
 * switcher kept in local state only, nav with the current item highlighted, Logout) and the
 * screen on the right. On a phone the sidebar becomes a drawer opened from a top bar.
 */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSessionWatch();

  const handleLogout = async () => {
    setDrawerOpen(false);
    await logout();
    navigate('/login', { replace: true });
  };

  const current = ADMIN_NAV.find((n) => (n.end ? location.pathname.replace(/\/$/, '') === n.to : location.pathname.startsWith(n.to)));

  useEffect(() => {
    document.title = `${current?.label ?? 'Admin'} | Admin | Metal Gates Festival`;
  }, [current?.label]);

  return (
    // A row from lg up: the sidebar column stretches to the whole page's height (its background
    // runs down a long page), its content stays in view (sticky); on a phone a column.
    <Flex minH="100vh" bg="bg" direction={{ base: 'column', lg: 'row' }}>
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        flexShrink={0}
        w={SIDEBAR_WIDTH}
        bg="bg.panel"
        borderRightWidth="1px"
        borderColor="border"
      >
        <Box position="sticky" top="0" h="100vh" px="5" py="6">
          <SidebarContent language={language} onLanguageChange={setLanguage} onLogout={handleLogout} email={user?.email} />
        </Box>
      </Box>

      <Flex
        display={{ base: 'flex', lg: 'none' }}
        position="sticky"
        top="0"
        zIndex="sticky"
        align="center"
        justify="space-between"
        gap="3"
        px="4"
        py="3"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <HStack gap="3">
          <IconButton aria-label="Open admin menu" variant="ghost" onClick={() => setDrawerOpen(true)}>
            <LuMenu />
          </IconButton>
          <Text fontWeight="semibold">{current?.label ?? 'Admin'}</Text>
        </HStack>
        <Badge colorPalette="blood" variant="solid">
          {roleLabel(user?.role)}
        </Badge>
      </Flex>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="80vw" w={SIDEBAR_WIDTH}>
              <Drawer.Header srOnly>
                <Drawer.Title>Admin menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="5" pt="14" pb="6">
                <SidebarContent
                  language={language}
                  onLanguageChange={setLanguage}
                  onNavigate={() => setDrawerOpen(false)}
                  onLogout={handleLogout}
                  email={user?.email}
                />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close admin menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
        <Suspense fallback={<LoadingBlock />}>
          <UnsavedChangesProvider>
            <Outlet context={{ language }} />
          </UnsavedChangesProvider>
        </Suspense>
      </Box>
      <SessionEndedDialog />
    </Flex>
  );
}
