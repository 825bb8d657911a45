import type { Epic } from 'redux-observable';
import { EMPTY } from 'rxjs';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

// Public face of streams/balance (replaced by its owner; keep the three exported names).
export const balanceReducers: Record<string, Reducer> = {};
export type BalanceDependencies = object;
export const balanceEpic: Epic<UnknownAction, UnknownAction, unknown, BalanceDependencies> = () => EMPTY;
