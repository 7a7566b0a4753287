import { Box } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { useSession } from '../features/auth';
import { AppHeader } from '../features/shell';
import { ACCOUNT_LINKS } from './built-screens';

/** Every page: the header once the user is known (spec 2.2), then the page. */
export function RootLayout() {
  const session = useSession();
  const navigation = useNavigation();

  return (
    <>
      {navigation.state === 'loading' && <div className="navigation-progress" role="progressbar" />}
      {session.status === 'ready' && <AppHeader user={session.user} accountLinks={ACCOUNT_LINKS} />}
      <Box component="main" p="md">
        <Outlet />
      </Box>
    </>
  );
}
