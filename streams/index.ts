/**
 * streams/: the React-free data core (DESIGN.md section 3). Each folder exports its slices' reducers,
 * one root epic and the dependencies its epics need; the app's store (src/store) and the headless load
 * clients (load-tests/) compose them.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { balanceEpic, balanceReducers, type BalanceDependencies } from './balance';
import { chatEpic, chatReducers, type ChatDependencies } from './chat';
import { feedEpic, feedReducers, type FeedDependencies } from './feed';

export * from './balance';
export * from './feed';
export * from './chat';

export type StreamsDependencies = BalanceDependencies & FeedDependencies & ChatDependencies;

export const streamsReducers = { ...balanceReducers, ...feedReducers, ...chatReducers };

// Explicit type arguments: each folder's epic needs only its own part of the dependencies.
export const streamsEpic = combineEpics<UnknownAction, UnknownAction, unknown, StreamsDependencies>(
  balanceEpic,
  feedEpic,
  chatEpic,
);
