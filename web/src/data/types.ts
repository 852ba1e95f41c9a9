import type { ComponentType, ReactNode } from 'react';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import type {
  CallableInput,
  CallableName,
  CallableOutput,
} from '@yardwise/domain/commands/remoteCommands';

/** The signed-in user as the app sees it; anonymous visitors are users too. */
export interface SessionUser {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  displayName: string | null;
}

export interface AuthPort {
  /** Calls back with the current user once known, then on every change. Returns an unsubscribe. */
  onUserChanged(listener: (user: SessionUser | null) => void): () => void;
  signInAnonymously(): Promise<SessionUser>;
  signInWithCustomToken(token: string): Promise<SessionUser>;
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
}

export interface CommandClient {
  /** Runs a callable command; rejects with a CommandFailure carrying a user-facing message. */
  call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>>;
}

export interface LiveResult<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
}

/** An equality filter on one field; the only kind the app's live queries need. */
export interface FieldEquals<C extends CollectionName> {
  field: keyof DocOf<C> & string;
  value: string | number | boolean | null;
}

export interface LiveReads {
  useDocument<C extends CollectionName>(
    collection: C,
    id: string | null | undefined,
  ): LiveResult<WithId<DocOf<C>> | null>;
  useQuery<C extends CollectionName>(
    collection: C,
    filters: FieldEquals<C>[],
  ): LiveResult<WithId<DocOf<C>>[]>;
}

export interface DataLayer {
  kind: 'firebase' | 'memory';
  auth: AuthPort;
  commands: CommandClient;
  /** Provides live reads to its children, loading the Firestore SDK on first use. */
  LiveDataProvider: ComponentType<{ children: ReactNode }>;
}
