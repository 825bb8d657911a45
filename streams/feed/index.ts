import type { Epic } from 'redux-observable';
import { EMPTY } from 'rxjs';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

// Public face of streams/feed (replaced by its owner; keep the three exported names).
export const feedReducers: Record<string, Reducer> = {};
export type FeedDependencies = object;
export const feedEpic: Epic<UnknownAction, UnknownAction, unknown, FeedDependencies> = () => EMPTY;
