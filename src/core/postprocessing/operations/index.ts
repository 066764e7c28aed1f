import type { Operation } from '../types';
import { aggregate } from './aggregate';
import { boxplot } from './boxplot';
import { compare } from './compare';
import { contribution } from './contribution';
import { cum } from './cum';
import { diff } from './diff';
import { flatten } from './flatten';
import { histogram } from './histogram';
import { pivot } from './pivot';
import { rank } from './rank';
import { rename } from './rename';
import { resample } from './resample';
import { rolling } from './rolling';
import { select } from './select';
import { sort } from './sort';

/** The operations Tessera runs as SQL, by Superset's operation name. */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  pivot,
  aggregate,
  rolling,
  cum,
  resample,
  contribution,
  compare,
  sort,
  flatten,
  diff,
  rename,
  select,
  rank,
  histogram,
  boxplot,
};

/** Names of the supported post-processing operations. */
export const OPERATION_NAMES: readonly string[] = Object.keys(OPERATIONS);
