/** Column types as the chart data API reports them (GenericDataType). */
export type ColumnType = 'number' | 'string' | 'temporal' | 'boolean';

/** A named, typed column of a relation. */
export interface ResultColumn {
  name: string;
  type: ColumnType;
}

/** The query's result to post-process: a table name or a parenthesised subquery, and its columns. */
export interface PostProcessingInput {
  relation: string;
  columns: ResultColumn[];
}

/** One row of a fact query's answer; every cell comes back as text (or null). */
export type FactRow = (string | null)[];

/** Answers to fact requests, by request key. */
export type Facts = Record<string, FactRow[]>;

/** SQL to run before compiling can finish, because output columns depend on the data (pivot, histogram). */
export interface FactRequest {
  key: string;
  sql: string;
}

/** Options of compilePostProcessing. */
export interface CompileOptions {
  facts?: Facts;
}

/** One operation compiled to a CTE named `name` over the previous step. */
export interface CompiledStep {
  name: string;
  operation: string;
  sql: string;
  columns: ResultColumn[];
  /** Columns that are the frame's index (pandas' row labels), such as a pivot's index. */
  index: string[];
}

/** The compiled chain, ready to run. */
export interface ReadyPostProcessing {
  status: 'ready';
  steps: CompiledStep[];
  finalSql: string;
  columns: ResultColumn[];
}

/** The chain could not finish: run `requests` and compile again with their answers as `facts`. */
export interface PendingPostProcessing {
  status: 'needs';
  steps: CompiledStep[];
  requests: FactRequest[];
}

/** What compilePostProcessing returns. */
export type CompiledPostProcessing = ReadyPostProcessing | PendingPostProcessing;

/** A column inside the compiler: `levels` holds pandas' MultiIndex labels; index columns are row labels. */
export interface FrameColumn extends ResultColumn {
  levels: (string | null)[] | null;
  index: boolean;
}

/** The relation a step reads: a CTE name and its columns (the row-order column is implicit). */
export interface Frame {
  relation: string;
  columns: FrameColumn[];
}

/** What an operation returns: the SELECT of its step and the columns it yields. */
export interface StepSql {
  sql: string;
  columns: FrameColumn[];
}

/** What an operation may ask of the compiler. */
export interface OperationContext {
  operation: string;
  /**
   * The answer to a fact query over the operation's input (`select`, after the operation's own CTEs), or
   * undefined, the request noted, when it is not known yet.
   */
  fact(ctes: readonly string[], select: string): FactRow[] | undefined;
}

/** An operation: undefined when it waits for facts. */
export type Operation = (frame: Frame, options: Record<string, unknown>, ctx: OperationContext) => StepSql | undefined;
