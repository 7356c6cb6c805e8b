import { errorMessage } from '@marketplace/api-client';
import { Button, LinkButton, showFlash, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { logout } from '../../state/auth-thunks';
import { useAuthDispatch } from '../../state/use-auth-dispatch';
import { RouterLink } from '../router-link';

/**
 * Signs out of this device; signing out everywhere is done by changing the password, which ends
 * every other session, so this points to the profile page for it.
 */
export function SignOutSection(): ReactElement {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const result = await dispatch(logout());
    // The local session is cleared either way; say so if the server could not be told.
    if (logout.rejected.match(result)) {
      dispatch(showFlash({ message: errorMessage(result.payload, 'Signing out failed on the server.'), level: 'warning' }));
    }
    await navigate(paths.login.href(), { replace: true });
  }

  return (
    <Stack gap="md">
      <p>To sign out on every device, change your password: every other session ends at once.</p>
      <Stack direction="horizontal" gap="sm" wrap>
        <LinkButton href={paths.profile.href()} as={RouterLink}>
          Change password
        </LinkButton>
        <Button variant="danger" isLoading={signingOut} loadingLabel="Signing out" onPress={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Stack>
  );
}
