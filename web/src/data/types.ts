import type { ComponentType, ReactNode } from 'react';
import type {
  CollectionName,
  DocOf,
  PublicCollection,
  WithId,
} from '@yardwise/domain/firestore/collections';
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
  /**
   * Signup: an anonymous visitor keeps their uid (and so their design profile and cart) by linking
   * the email and password to it; anyone else gets a new account. Rejects with the auth service's
   * error (`code` 'auth/...').
   */
  createAccountWithEmail(email: string, password: string): Promise<SessionUser>;
  /**
   * Google sign-up (linking an anonymous visitor, as above) or login. Loads the popup resolver
   * only when called. Rejects with the auth service's error (e.g. 'auth/popup-closed-by-user').
   */
  continueWithGoogle(mode: 'signup' | 'login'): Promise<SessionUser>;
  /** The sign-in methods an email has ('password', 'google.com'); [] when unknown. */
  signInMethodsForEmail(email: string): Promise<string[]>;
  /** Sets the signed-in user's display name. */
  updateDisplayName(displayName: string): Promise<void>;
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

/** The client's own documents, read live: a change made by a function shows without a reload. */
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

/** Reference data (the catalogue, wish-list items, colours), read once: only staff change it. */
export interface ReferenceReads {
  getDocument<C extends PublicCollection>(
    collection: C,
    id: string,
  ): Promise<WithId<DocOf<C>> | null>;
  getQuery<C extends PublicCollection>(
    collection: C,
    filters: FieldEquals<C>[],
  ): Promise<WithId<DocOf<C>>[]>;
}

/** One upload in flight; its file and path stay the same when it is retried. */
export interface UploadHandle {
  /** Resolves once the file is stored; rejects when the upload failed or was cancelled. */
  done: Promise<void>;
  cancel(): void;
}

/** Cloud Storage as the onboarding uploads use it. */
export interface StoragePort {
  /**
   * Why no upload can work in this build, shown in place of the upload controls; absent when
   * uploads work. Only the local stack started without its Storage emulator sets it.
   */
  unavailableReason?: string;
  /**
   * A resumable upload straight to `path` (media/{uid}/...) with this content type; `onProgress`
   * receives the fraction stored so far, 0 to 1. The SDK is loaded on the first upload.
   */
  upload(
    path: string,
    file: Blob,
    contentType: string,
    onProgress: (fraction: number) => void,
  ): UploadHandle;
}

export interface LiveDataProps {
  children: ReactNode;
  /** Shown while the live-read SDKs download; a loading line by default. */
  fallback?: ReactNode;
}

export interface DataLayer {
  kind: 'firebase' | 'memory';
  auth: AuthPort;
  commands: CommandClient;
  storage: StoragePort;
  reference: ReferenceReads;
  /** Provides live reads to its children, loading the Firestore SDK on first use. */
  LiveDataProvider: ComponentType<LiveDataProps>;
}
