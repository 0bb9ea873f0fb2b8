import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@machines/session/session.machine';

/** The session actor of this tab (started by the app's session binding). */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** Makes the session actor available to the screens. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor of this tab. */
export function useSessionActor(): SessionActor {
  const a = useContext(SessionContext);
  if (!a) throw new Error('useSessionActor outside SessionProvider');
  return a;
}

/** The session actor of this tab, or null outside a SessionProvider (a part rendered on its own in a test). */
export function useOptionalSessionActor(): SessionActor | null {
  return useContext(SessionContext);
}

/** Selects from the session snapshot, re-rendering only when the selection changes. */
export function useSession<T>(selector: (s: SnapshotFrom<typeof sessionMachine>) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}

/** The signed-in user's id, or '' (also outside a SessionProvider: a part rendered on its own in a test). */
export function useSessionUserId(): string {
  const actor = useContext(SessionContext);
  return useSyncExternalStore(
    (changed) => {
      if (!actor) return () => undefined;
      const sub = actor.subscribe(changed);
      return () => sub.unsubscribe();
    },
    () => actor?.getSnapshot().context.profile?.user.userId ?? '',
  );
}
