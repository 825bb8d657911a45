import { Subject, type Observable } from 'rxjs';

/** spec 4: login form mode 1 is login, 2 is register. */
export type AuthMode = 'login' | 'register';
/** How the member proves who they are when the password is forgotten (spec 2.6). */
export type ForgotWay = 'phone' | 'email';

/** spec 3: what the new-device screen needs after a 6025-6029 login answer. */
export interface NewDeviceChallenge {
  username: string;
  /** MD5 hex of the password, for the login with the code; never the password itself. */
  passwordHash: string;
  /** The bound phone, masked by the server: 138****8000. */
  phoneNumber: string;
  /** The server's message (spec 8.2: shown on the screen). */
  message: string;
}

/**
 * The auth events of spec 4, with their payloads. Commands that open or steer the auth dialog: login,
 * register, switch_auth_way, forget_password, newDevice, closeAuth. Announcements the auth module makes:
 * login_success, login_expired, password_change_success.
 */
export interface AuthEventMap {
  /** Open the dialog on login; `username` fills the field. */
  login: { username?: string } | undefined;
  register: undefined;
  switch_auth_way: { mode: AuthMode };
  forget_password: { way: ForgotWay };
  newDevice: NewDeviceChallenge;
  closeAuth: undefined;
  login_success: { userId: string };
  login_expired: { message: string };
  password_change_success: { username: string };
}

export type AuthEventName = keyof AuthEventMap;

/** One event as a value: `{type: 'forget_password', payload: {way: 'email'}}`. */
export type AuthEvent = { [K in AuthEventName]: { type: K; payload: AuthEventMap[K] } }[AuthEventName];

type EmitArgs<K extends AuthEventName> = undefined extends AuthEventMap[K]
  ? [type: K, payload?: AuthEventMap[K]]
  : [type: K, payload: AuthEventMap[K]];

export interface AuthEventBus {
  emit<K extends AuthEventName>(...args: EmitArgs<K>): void;
  /** Calls `handler` for every `type` event from now on; returns the unsubscribe. */
  on<K extends AuthEventName>(type: K, handler: (payload: AuthEventMap[K]) => void): () => void;
  /** Every event, for epics. */
  readonly events$: Observable<AuthEvent>;
}

/** A typed bus over an RxJS Subject: synchronous, in order, and a throwing listener does not stop the rest. */
export function createAuthEventBus(): AuthEventBus {
  const subject = new Subject<AuthEvent>();
  return {
    emit(...[type, payload]) {
      subject.next({ type, payload } as AuthEvent);
    },
    on(type, handler) {
      const subscription = subject.subscribe((event) => {
        if (event.type !== type) return;
        try {
          handler(event.payload as AuthEventMap[typeof type]);
        } catch (error) {
          console.error(`An auth event listener for ${type} failed`, error);
        }
      });
      return () => subscription.unsubscribe();
    },
    events$: subject.asObservable(),
  };
}

/** The app's bus: other features open the auth dialog with it and listen for login success and expiry. */
export const authEvents: AuthEventBus = createAuthEventBus();
