import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import {
  appStarted,
  createAppStorage,
  createMemoryStorage,
  initialSessionState,
  type SessionRootState,
} from '@src/session';
import { registerPromptEpic } from './registerPromptEpic';

/** Runs the epic after an app start and checks what it emits (2 s of virtual time). */
function expectPrompt(storage: Record<string, string>, token: string | null, marble: string): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run(({ hot, expectObservable }) => {
    const state$ = new StateObservable<SessionRootState>(new Subject(), { session: { ...initialSessionState, token } });
    const output$ = registerPromptEpic(hot<UnknownAction>('s', { s: appStarted() }), state$, {
      storage: createAppStorage(createMemoryStorage(storage)),
      scheduler,
    });
    expectObservable(output$, '^ 2000ms !').toBe(marble, { r: authDialogOpened('register') });
  });
}

describe('the register prompt (spec 4, 9)', () => {
  it('opens the register dialog 500 ms after load when the register flag is 1 for a visitor', () => {
    expectPrompt({ register: '1' }, null, '500ms r');
  });

  it('stays shut for a logged-in member', () => {
    expectPrompt({ register: '1' }, 'tok', '');
  });

  it('stays shut without the flag, or with another value', () => {
    expectPrompt({}, null, '');
    expectPrompt({ register: '0' }, null, '');
  });
});
