import { Box } from '@mantine/core';
import type { UserWire } from '@tillwise/domain';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingModal } from '../components/loading-modal';
import { useSession } from '../features/auth';
import { type AccountLink, AppHeader } from '../features/shell';
import { OfflineAgent } from '../offline/offline-agent';

/** Every page: the header once the user is known (spec 2.2), then the page, or "Please Wait..." while its code loads. */
export function RootLayout({ accountLinksFor }: { accountLinksFor: (me: UserWire) => AccountLink[] }) {
  const session = useSession();
  const navigation = useNavigation();

  return (
    <>
      {navigation.state === 'loading' && <div className="navigation-progress" role="progressbar" />}
      {session.status === 'ready' && (
        <AppHeader user={session.user} accountLinks={accountLinksFor(session.user)} />
      )}
      {session.status === 'ready' && <OfflineAgent me={session.user} />}
      <Box component="main" p="md">
        {/* Route screens load on first visit (app/lazy-screen.tsx); the header stays meanwhile. */}
        <Suspense fallback={<LoadingModal />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
