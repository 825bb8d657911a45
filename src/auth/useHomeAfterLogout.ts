import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '@src/session';
import { useAppSelector } from '@src/store/hooks';

/** spec 4: logout and login expiry take the member home (the auth epic opens the login dialog). */
export function useHomeAfterLogout(): void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) void navigate('/', { replace: true });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, navigate]);
}
