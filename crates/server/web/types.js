// @ts-check
// The shapes of the server's JSON that the page reads, for `tsc --noEmit`
// (tsconfig.json): JSDoc only, no code. The frames and answers are the
// server's own types (protocol.d.ts, made from its Rust types). The
// engine's values are serialized enums (a tag such as `event` or `kind`
// and the variant's fields), typed by their tag and the fields every
// variant has; the rest is open.

/** A JSON object as the server sends it: known tag, open fields. @typedef {import('./protocol.js').Json} Json */

/** An event as the engine serializes it. @typedef {import('./protocol.js').GameEvent} GameEvent */

/** A legal action as the engine serializes it. @typedef {import('./protocol.js').Action} Action */

/** A pending decision (its `kind` names the choice). @typedef {import('./protocol.js').Decision} Decision */

/** A seat's (or the spectators') view of the game. @typedef {import('./protocol.js').View} View */

/**
 * A frame from the game's socket (`full`, `step`, `ack`, `err`, `crowd`,
 * `chat`…): its `t` names it, `seq` orders the steps.
 * @typedef {import('./protocol.js').ServerMsg & Json} Frame
 */

/** The `full` frame. @typedef {{t: 'full'} & import('./protocol.js').Full} FullFrame */

/** A `step` frame. @typedef {{t: 'step'} & import('./protocol.js').Step} StepFrame */

/** The `crowd` frame. @typedef {{t: 'crowd'} & import('./protocol.js').Crowd} CrowdFrame */

/** A `chat` frame. @typedef {Extract<import('./protocol.js').ServerMsg, {t: 'chat'}>} ChatFrame */

/** An `ack` frame. @typedef {Extract<import('./protocol.js').ServerMsg, {t: 'ack'}>} AckFrame */

/** An `err` frame. @typedef {Extract<import('./protocol.js').ServerMsg, {t: 'err'}>} ErrFrame */

/**
 * What a GameSocket needs: the game, the seat's token or the spectators'
 * key, and the page's handlers.
 * @typedef {object} SocketOptions
 * @property {string} gameId
 * @property {string|null} [token]
 * @property {string|null} [spectate]
 * @property {(f: FullFrame) => void} onFull
 * @property {(f: StepFrame) => void} onStep
 * @property {(f: AckFrame) => void} onAck
 * @property {(f: ErrFrame) => void} onErr
 * @property {(f: CrowdFrame) => void} onCrowd
 * @property {(status: string) => void} onStatus
 * @property {(f: ChatFrame) => void} [onChat]
 * @property {(f: AckFrame) => void} [onChatAck]
 * @property {(f: ErrFrame) => void} [onChatErr]
 * @property {(reason: string) => void} [onFatal]
 * @property {() => void} [onRefused]
 * @property {() => void} [onUnlock]
 */

export {};
