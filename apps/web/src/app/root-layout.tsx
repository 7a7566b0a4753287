import { AppShell, Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserWire } from '@tillwise/domain';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingModal } from '../components/loading-modal';
import { useSession } from '../features/auth';
import { type AccountLink, AppHeader, SideMenu, useNarrowScreen } from '../features/shell';
import { type Translate, useT } from '../i18n';
import { OfflineAgent } from '../offline/offline-agent';

/*
 * The shell of a signed-in user (Mantine AppShell): the header bar over the menu row on a wide
 * screen; below the `md` breakpoint (992 px: a tablet held upright) the menu row folds into a side
 * menu opened by the header's burger, so the header keeps the account menu (and Logout) in view.
 */
const HEADER = { height: { base: 52, md: 92 } };

/** Every page: the header once the user is known (spec 2.2), then the page, or "Please Wait..." while its code loads. */
export function RootLayout({
  accountLinksFor,
}: {
  accountLinksFor: (me: UserWire, t: Translate) => AccountLink[];
}) {
  const t = useT();
  const session = useSession();
  const navigation = useNavigation();
  const location = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const narrow = useNarrowScreen();
  // A link followed from the side menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useEffect(() => menu.close(), [location.pathname]);

  const page = (
    <Suspense fallback={<LoadingModal />}>
      {/* Route screens load on first visit (app/lazy-screen.tsx); the header stays meanwhile. */}
      <Outlet />
    </Suspense>
  );
  const progress = navigation.state === 'loading' && (
    <div className="navigation-progress" role="progressbar" />
  );
  if (session.status !== 'ready')
    return (
      <>
        {progress}
        <Box component="main" p="md">
          {page}
        </Box>
      </>
    );
  return (
    <AppShell
      header={HEADER}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !menuOpen, desktop: true } }}
      padding="md"
    >
      {progress}
      <AppShell.Header withBorder={false}>
        <AppHeader
          user={session.user}
          accountLinks={accountLinksFor(session.user, t)}
          burger={
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              color="var(--header-fg)"
              aria-label={menuOpen ? t('app.menu.close') : t('app.menu.open')}
            />
          }
        />
      </AppShell.Header>
      {/* Only on a narrow screen, and its links only while open: a wide one has the header's menu
          row and no second copy of it, and a closed menu's links are not in the keyboard's way. */}
      {narrow && (
        <AppShell.Navbar p="xs" aria-label={t('app.menu.label')}>
          {menuOpen && <SideMenu user={session.user} />}
        </AppShell.Navbar>
      )}
      <OfflineAgent me={session.user} />
      <AppShell.Main>{page}</AppShell.Main>
    </AppShell>
  );
}
