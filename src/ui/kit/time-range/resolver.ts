import { createContext } from 'react';
import type { ResolvedTimeRange } from '../../../core/time-range';
import { fetchTimeRange } from '../../../state/app';

/** Resolves a range string to its actual start and end (S2.05); must honour the signal. Tests pass a fake. */
export type TimeRangeResolver = (timeRange: string, signal: AbortSignal) => Promise<ResolvedTimeRange>;

/** The resolver the time-range controls use: the app's GET /api/v1/time_range/ unless a provider gives another. */
export const TimeRangeResolverContext = createContext<TimeRangeResolver>(fetchTimeRange);
