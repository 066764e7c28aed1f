/** Where browsers open the event WebSocket (`?last_id=` optional); the bootstrap advertises this same path. */
export const WEBSOCKET_PATH = '/ws';
