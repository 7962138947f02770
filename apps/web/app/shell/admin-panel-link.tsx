import { CookieName } from '@vitrine/contracts/cookies';
import { useEffect, useState } from 'react';
import { readCookie } from '../lib/cookies';

/**
 * spec §2, §6: the Admin Panel link, only when the owner signed in with the admin token
 * (/admin/login). Decided in the browser from a flag cookie with no secret, so a cached page never
 * carries it to shoppers (decisions/030); not shown inside the editor's own frame.
 */
export function AdminPanelLink() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(window.parent === window && readCookie(document.cookie, CookieName.adminFlag) === '1');
  }, []);
  if (!shown) return null;
  return (
    <p className="admin-panel-link">
      <a href="/admin/login">Admin Panel</a>
    </p>
  );
}
