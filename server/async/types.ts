/** The shapes of async query jobs and their events, and the two seams behind which they run: queue and event log. */
import type { QueryContext } from '../../src/core/query';

/** Job states, as Superset names them. */
export type JobStatus = 'pending' | 'running' | 'done' | 'error';

/** One error of a failed job. */
export interface JobError {
  message: string;
  error_type?: string;
}

/** The job metadata answered with 202 and carried by every event of the job. */
export interface AsyncJobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: JobStatus;
  errors: JobError[];
  result_url: string | null;
}

/** An event as read back: the job's metadata and its stream id. */
export interface AsyncEvent extends AsyncJobMetadata {
  id: string;
}

/** Which endpoint answered the job, and so where its result is read back. */
export type JobKind = 'chart' | 'explore' | 'sqllab';

/** What a queued job carries: enough for any server process to run it. Plain JSON. */
export interface JobPayload {
  jobId: string;
  channelId: string;
  /** The principal's id; 0 is the anonymous public user. */
  userId: number;
  kind: JobKind;
  /** The chart data request of chart and explore jobs. */
  queryContext?: QueryContext;
  sliceId: number | null;
  /** The query log row a SQL Lab job runs. */
  queryId?: number;
  /** Key of the finished response in the result cache, without the `response:` prefix. */
  resultKey: string;
}

/** Runs one job to its end and records its event; a signal already aborted means the job was stopped before it ran. */
export type JobProcessor = (job: JobPayload, signal: AbortSignal) => Promise<void>;

/** Runs a job of a kind registered apart from chart data (SQL Lab's), reporting to the job manager's events. */
export type KindProcessor = (job: JobPayload, signal: AbortSignal, events: EventLog) => Promise<void>;

/** Where jobs wait for a free slot. */
export interface JobQueue {
  add(job: JobPayload): Promise<void>;
  /** Stops a waiting or running job of this user; false when no such job is waiting or running. */
  cancel(jobId: string, userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Per-channel append-only event streams. */
export interface EventLog {
  /** Appends an event to its channel and answers it with its id. */
  append(event: AsyncJobMetadata): Promise<AsyncEvent>;
  /** Up to `count` events of a channel after `lastId` (exclusive), oldest first; from the start without one. */
  read(channelId: string, lastId: string | null, count: number): Promise<AsyncEvent[]>;
  /** Calls `listener` with each event appended to the channel once the promise settles, by any process; answers the disposer. */
  subscribe(channelId: string, listener: (event: AsyncEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}
