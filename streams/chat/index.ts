import type { Epic } from 'redux-observable';
import { EMPTY } from 'rxjs';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

// Public face of streams/chat (replaced by its owner; keep the three exported names).
export const chatReducers: Record<string, Reducer> = {};
export type ChatDependencies = object;
export const chatEpic: Epic<UnknownAction, UnknownAction, unknown, ChatDependencies> = () => EMPTY;
