import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '../../shared/api/typed';
import { useSession } from './session';

/** /backend/logout: ends the session on the server, forgets the user, then shows the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);
  useEffect(() => {
    let alive = true;
    clear();
    apiCall('post', '/api/auth/logout', {})
      .catch(() => undefined)
      .finally(() => {
        // replace: the logout URL itself is not kept in the history.
        if (alive) navigate('/backend/login', { replace: true });
      });
    return () => {
      alive = false;
    };
  }, [clear, navigate]);
  return (
    <main className="bo-login">
      <Spin aria-label="Abmelden" />
    </main>
  );
}
