// The signed-in staff member. Re-read from /api/users/me whenever the back office mounts, so a page
// restored by the back button after logout never shows staff data (spec 2, issue 8).
import { create } from 'zustand';
import { bo } from '../core/api';

export interface StaffUser {
  id: string;
  email: string;
  name?: string | null;
  roles: string[];
  branches: { id: string }[];
}

interface SessionState {
  me: StaffUser | null;
  checked: boolean;
  check: () => Promise<StaffUser | null>;
  clear: () => void;
}

export const useSession = create<SessionState>((set) => ({
  me: null,
  checked: false,
  // Does not reset `checked`: a re-check while signed in must not unmount the open screen.
  check: async () => {
    try {
      const me: StaffUser = await bo.get('/api/users/me');
      set({ me, checked: true });
      return me;
    } catch {
      // A 401 has already sent the browser to the login page; other failures also keep data hidden.
      set({ me: null, checked: true });
      return null;
    }
  },
  clear: () => set({ me: null, checked: false }),
}));

export const isAdmin = (me: StaffUser | null) => !!me?.roles.includes('ROLE_ADMIN');
