/**
 * The last async event id survives reloads in the page's local storage (spec 002), which a worker cannot reach:
 * the page hands the stored id in and saves each newer one through a callback. Storage errors are only logged.
 */
import { LAST_EVENT_ID_KEY } from '../../src/core/dataplane';
import type { DataPlane, EventIdSaver, KeyValueStorage, Logger } from '../../src/core/dataplane';

const READ_FAILED = 'Failed to fetch last event Id from localStorage';
const SAVE_FAILED = 'Error saving event Id to localStorage';

/** Worker side: storage for the async-event client that answers the page's id and sends new ones back to it. */
export class EventIdStorage implements KeyValueStorage {
  private bound: { id: string | null; save: EventIdSaver } | null = null;

  constructor(
    private readonly base: KeyValueStorage | null,
    private readonly logger: Logger,
  ) {}

  /** Takes the page's stored id and its saver. */
  bind(storedId: string | null, save: EventIdSaver): void {
    this.bound = { id: storedId, save };
  }

  getItem(key: string): string | null {
    if (key === LAST_EVENT_ID_KEY && this.bound) return this.bound.id;
    return this.base?.getItem(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const bound = this.bound;
    if (key === LAST_EVENT_ID_KEY && bound) {
      bound.id = value;
      void (async () => bound.save(value))().catch((error: unknown) => this.logger.warn(SAVE_FAILED, error));
    }
    this.base?.setItem(key, value);
  }
}

/** Main-thread side: reads the stored id and gives the data plane a saver that writes to `storage`. */
export async function persistLastEventId(
  plane: Pick<DataPlane, 'persistLastEventId'>,
  storage: KeyValueStorage,
  logger: Logger,
): Promise<void> {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LAST_EVENT_ID_KEY);
  } catch (error) {
    logger.warn(READ_FAILED, error);
  }
  await plane.persistLastEventId(stored, (id) => {
    try {
      storage.setItem(LAST_EVENT_ID_KEY, id);
    } catch (error) {
      logger.warn(SAVE_FAILED, error);
    }
  });
}
